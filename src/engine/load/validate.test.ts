import { describe, expect, it } from 'vitest';
import { validators } from '../../generated/validator-set';
import { widgets } from '../../generated/widgets';
import { actionRegistry } from '../../generated/actions';
import { filterRegistry } from '../../generated/filters';
import { checkScreen } from './check-screen';
import { INVALID_ACTION } from './validate';

const ctx = { validators, widgets, actions: actionRegistry, filters: filterRegistry };
const screen = (body: unknown[], extra: Record<string, unknown> = {}) => ({ id: 'demo', body, ...extra });

describe('descriptor validation, node by node', () => {
  it('keeps valid nodes as written', () => {
    const { screen: s, problems } = checkScreen(screen([{ type: 'text', text: 'Hello' }]), ctx);
    expect(problems).toEqual([]);
    expect(s.body).toEqual([{ type: 'text', text: 'Hello' }]);
  });

  it('names an unknown widget type with a did-you-mean, and renders its fallback instead', () => {
    const { screen: s, problems } = checkScreen(
      screen([
        { type: 'buton', text: 'Next', fallback: { type: 'text', text: 'Please update the app' } },
        { type: 'text', text: 'kept' },
      ]),
      ctx,
    );
    expect(problems).toEqual([
      { path: '/body/0/type', message: "has an unknown type 'buton' (did you mean 'button'?)" },
    ]);
    expect(s.body).toEqual([
      { type: 'text', text: 'Please update the app' },
      { type: 'text', text: 'kept' },
    ]);
  });

  it('drops an invalid node without a fallback and keeps the rest of the screen', () => {
    const { screen: s, problems } = checkScreen(
      screen([
        {
          type: 'stack',
          children: [
            { type: 'text', text: 'a', vairant: 'title' },
            { type: 'text', text: 'ok' },
          ],
        },
      ]),
      ctx,
    );
    expect(problems).toContainEqual({
      path: '/body/0/children/0/vairant',
      message: "has no property 'vairant' (did you mean 'variant'?)",
    });
    expect((s.body[0] as unknown as { children: unknown[] }).children).toEqual([
      { type: 'text', text: 'ok' },
    ]);
  });

  it('reports every mistake in one pass: those inside an invalid node and an invalid action too', () => {
    const { screen: s, problems } = checkScreen(
      screen([
        {
          type: 'stack',
          gap: '16',
          children: [
            { type: 'text', txt: 'Go back' },
            {
              type: 'button',
              text: 'Pay',
              onClick: [
                {
                  type: 'call',
                  endpoint: 'loanDetailConfirm',
                  retry: 'twice',
                  onSuccess: [{ type: 'navigat', back: true }],
                },
              ],
            },
          ],
        },
        { type: 'text', text: 'kept' },
      ]),
      ctx,
    );
    expect(problems.map((p) => p.path)).toEqual([
      '/body/0/gap',
      '/body/0/children/0',
      '/body/0/children/0/txt',
      '/body/0/children/1/onClick/0/retry',
      '/body/0/children/1/onClick/0/onSuccess/0/type',
    ]);
    expect(problems.at(-1)!.message).toBe("has an unknown type 'navigat' (did you mean 'navigate'?)");
    // What is drawn is unchanged: the invalid stack goes, with everything in it.
    expect(s.body).toEqual([{ type: 'text', text: 'kept' }]);
  });

  it('says what was found and what was expected, in words', () => {
    const { problems } = checkScreen(
      screen([
        { type: 'text', text: 'a', variant: 'titel' },
        { type: 'stack', gap: 'wide', children: [] },
        { type: 'text', text: 'b', style: { color: 'rgb(1,2,3)' } },
      ]),
      ctx,
    );
    expect(problems).toEqual([
      {
        path: '/body/0/variant',
        message: expect.stringMatching(
          /^has "variant": "titel", but it must be one of .*\(did you mean 'title'\?\)$/,
        ),
      },
      { path: '/body/1/gap', message: 'has "gap": "wide", but it must be a number' },
      {
        path: '/body/2/style/color',
        message:
          'has "color": "rgb(1,2,3)", which is not a colour: #rgb or #rrggbb, var(--name) or a colour name',
      },
    ]);
  });

  it('reports malformed bindings at their path', () => {
    const { problems } = checkScreen(screen([{ type: 'text', text: '{{ data.amount | moneyy }}' }]), ctx);
    expect(problems).toEqual([
      { path: '/body/0/text', message: expect.stringContaining('unknown filter "moneyy"') },
    ]);
  });

  it('turns an invalid action into one that fails, so its list stops there', () => {
    const { screen: s, problems } = checkScreen(
      screen([
        {
          type: 'button',
          text: 'Pay',
          onClick: [
            { type: 'call', endpoint: 'noSuchEndpoint' },
            { type: 'toast', text: 'paid' },
          ],
        },
      ]),
      ctx,
    );
    expect(problems[0]!.path).toBe('/body/0/onClick/0/endpoint');
    const onClick = (s.body[0] as unknown as { onClick: { type: string }[] }).onClick;
    expect(onClick[0]!.type).toBe(INVALID_ACTION);
    expect(onClick[1]).toEqual({ type: 'toast', text: 'paid' });
  });

  it('refuses a screen whose shell is invalid, naming the path', () => {
    expect(() => checkScreen({ id: 'Bad Id', body: 'nope' }, ctx)).toThrow(/invalid/);
    try {
      checkScreen({ id: 'demo', body: 'nope' }, ctx);
    } catch (e) {
      expect((e as { problems: { path: string }[] }).problems[0]!.path).toBe('/body');
    }
  });
});
