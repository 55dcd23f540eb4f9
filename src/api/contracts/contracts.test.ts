import Ajv from 'ajv';
import type { TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { endpointNames } from '../endpoints';
import { checkResponse } from './check';
import { contractOf, contracts } from './index';

/** Every object schema inside a schema, with its path. */
function objects(schema: unknown, path = ''): [string, Record<string, unknown>][] {
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as Record<string, unknown>;
  const own: [string, Record<string, unknown>][] =
    s.type === 'object' && s.properties ? [[path || '(top)', s]] : [];
  return [
    ...own,
    ...Object.entries(s).flatMap(([key, value]) =>
      Array.isArray(value)
        ? value.flatMap((item, i) => objects(item, `${path}/${key}/${i}`))
        : objects(value, `${path}/${key}`),
    ),
  ];
}

describe('endpoint contracts', () => {
  it('every endpoint of the catalogue has a request and a response schema, and nothing else has one', () => {
    const missing = endpointNames.filter((name) => !contractOf(name)?.request || !contractOf(name)?.response);
    expect(missing).toEqual([]);
    expect(Object.keys(contracts).sort()).toEqual([...endpointNames].sort());
  });

  it('every schema compiles, and says what each field is', () => {
    const ajv = new Ajv({ strict: false });
    for (const name of endpointNames) {
      const { request, response } = contractOf(name)!;
      expect(() => ajv.compile(request), name).not.toThrow();
      expect(() => ajv.compile(response), name).not.toThrow();
      for (const [path, object] of [...objects(request), ...objects(response)]) {
        for (const [field, sub] of Object.entries(object.properties as Record<string, TSchema>)) {
          expect(sub.description, `${name} ${path} ${field}`).toBeTruthy();
        }
      }
    }
  });

  it('answers allow fields they do not name (servers add fields)', () => {
    for (const name of endpointNames) {
      for (const [path, object] of objects(contractOf(name)!.response)) {
        expect(object.additionalProperties, `${name} ${path}`).not.toBe(false);
      }
    }
    expect(checkResponse('contactKfInfo', { email: 'a@b.ph', smWa: '123', whatsapp: 'new' })).toEqual([]);
  });

  it('names the endpoint and JSON path of a wrong answer', () => {
    expect(checkResponse('loanPlayDetail', { repayAmount: '12.50', detail: [], repayList: [] })).toEqual([
      'loanPlayDetail: data.repayAmount: must be integer',
    ]);
    expect(
      checkResponse('repaymentWay', {
        repayToken: 't',
        bankCards: [{ id: 'c', bankName: 'B', cardNo: '1' }],
      }),
    ).toEqual(["repaymentWay: data.bankCards[0].bankCode: must have required property 'bankCode'"]);
    expect(checkResponse('contract', { title: 'Loan Agreement' })).toEqual(['contract: data: must be array']);
  });
});
