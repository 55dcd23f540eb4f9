/**
 * Files handed to the complaint's picture picker that are not pictures by their content, or too
 * large, on the real complaint screen: nothing is sent, the borrower is told why. Cases from
 * families.ts, which docs/security.md is written from.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, setUpMockBackend } from '../screens/render-screen';
import { fakePictureDecoder } from '../picture-decoder';
import { refusedUploads } from './families';
import { recordFaults } from './summary';

const mock = setUpMockBackend();
fakePictureDecoder();
const NEXT = '/complainPageNext?problemType=2&problemSonType=&orderNo=NOOD1001&orderId=OD1001&deviceId=d-1';

let tried = 0;
afterAll(() => recordFaults('refused uploads', tried));

const told = {
  'not-a-picture': 'Only pictures can be uploaded (JPEG, PNG, GIF or WebP).',
  'too-large': 'This picture is too large: choose one under 30 MB.',
};

describe('files handed to the picture picker', () => {
  for (const upload of refusedUploads) {
    it(`refuses ${upload.name} (${upload.file}): nothing sent, the borrower told`, async () => {
      renderScreen(NEXT);
      const file = new File([upload.bytes()], upload.file, { type: upload.type });
      // A file manager may offer any file whatever the picker's `accept` says.
      await userEvent
        .setup({ applyAccept: false })
        .upload(await screen.findByLabelText('Add a picture'), file);
      expect(await screen.findByRole('alert')).toHaveTextContent(told[upload.refused]);
      expect(screen.getByText('0/9')).toBeInTheDocument();
      expect(mock.requestsTo('uploadProblemImg')).toHaveLength(0);
      tried += 1;
    });
  }
});
