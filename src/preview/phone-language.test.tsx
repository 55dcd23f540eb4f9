import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { usePhoneLanguage } from './phone-language';
import { makeStore, selectSession } from '../store';
import { descriptorSource } from '../app/configs';
import type { EngineConfig } from '../engine/view/engine-context';

describe("the workbench phone's language", () => {
  it("is the phone session's lang too, as on a phone, so that a binding reading session.lang follows it", async () => {
    const { result } = renderHook(() => usePhoneLanguage());
    const base = { source: descriptorSource } as unknown as EngineConfig;
    const english = makeStore();
    result.current.phoneEngine(base, english, 'v1');
    expect(selectSession(english.getState()).lang).toBe('en');

    act(() => result.current.picker.onChange('fil'));
    await waitFor(() => expect(result.current.language.code).toBe('fil'));
    const filipino = makeStore();
    const engine = result.current.phoneEngine(base, filipino, 'v1');
    expect(selectSession(filipino.getState()).lang).toBe('fil');
    expect(engine.version).toBe('v1|fil');
  });
});
