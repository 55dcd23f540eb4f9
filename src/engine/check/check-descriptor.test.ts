/**
 * The descriptor checker with catalogues handed in as data: references, bindings, data paths and
 * warnings, each problem at its JSON path with a did-you-mean, for a screen, its fragments and a
 * fragment on its own.
 */
import { describe, expect, it } from 'vitest';
import { checkDescriptor } from './check-descriptor';
import { catalogues, fragmentFiles, said, screen } from '../../../tests/check-fixtures';

describe('checkDescriptor', () => {
  it('checks filter names and argument counts against the filters it is handed', async () => {
    const c = catalogues();
    const filters = {
      shout: { description: 'Capitals.', args: [], run: (v: unknown) => v },
      clip: { description: 'The first characters.', args: ['length'], required: 1, run: (v: unknown) => v },
    };
    const raw = screen(
      [
        { type: 'text', text: '{{ state.tab | shuot }}' },
        { type: 'text', text: '{{ state.tab | clip }}' },
        { type: 'text', text: '{{ state.tab | clip:3 | shout }}' },
      ],
      { state: { tab: 'a' } },
    );
    expect(await said(raw, { ...c, registries: { ...c.registries, filters } })).toEqual([
      `/body/0/text: The text has a bad binding: unknown filter "shuot" (did you mean 'shout'?) (filters: shout, clip)`,
      '/body/1/text: The text has a bad binding: filter "clip" takes 1 argument (length), found 0: write {{ value | clip:length }}',
    ]);
  });

  it('passes a screen that uses only what the catalogues hold, and returns it as the app draws it', async () => {
    const raw = screen(
      [
        { type: 'fragment', ref: 'greeting', with: { name: 'Ana' } },
        { type: 'button', text: 'Profile', onClick: [{ type: 'navigate', to: '/profile' }] },
      ],
      { state: { mood: 'fine' } },
    );
    const checked = await checkDescriptor(raw, catalogues());
    expect(checked.problems).toEqual([]);
    expect(checked.screen?.body[0]).toMatchObject({ type: 'fragment', children: [{ type: 'text' }] });
  });

  it('names routes, fragments, endpoints and shell messages outside the catalogues, with a did-you-mean', async () => {
    const raw = screen([
      { type: 'fragment', ref: 'greting' },
      {
        type: 'button',
        text: 'Go',
        onClick: [
          { type: 'navigate', to: '/profil' },
          { type: 'call', endpoint: 'profle' },
          { type: 'bridge', message: 'clos' },
        ],
      },
    ]);
    expect(await said(raw)).toEqual([
      '/body/1/onClick/0/to: The navigate action to /profil goes to "/profil", but no route in routes.json has that path (did you mean \'/profile\'?): fix the path or add the route to routes.json',
      '/body/1/onClick/1/endpoint: The call action to profle names an unknown endpoint "profle" (did you mean \'profile\'?): use a name of the API catalogue (the endpoint list)',
      '/body/1/onClick/2/message: The bridge action posts an unknown bridge message "clos" (did you mean \'close\'?): the native shell understands close',
      "/body/0/ref: The fragment includes fragment 'greting', which does not exist: no configs/fragments/greting.json (did you mean 'greeting'?); fix the ref or create the file",
    ]);
  });

  it('refuses a state-changing endpoint as a source', async () => {
    const raw = screen([{ type: 'text', text: '{{ data.s.id }}' }], {
      sources: [{ id: 's', endpoint: 'save' }],
    });
    expect(await said(raw)).toEqual([
      `/sources/0/endpoint: Source "s" loads "save", which changes state on the server (the endpoint list): a source runs on every entry, reload and Back; call it from an action the user starts (a button's onClick) instead`,
    ]);
  });

  it("refuses a state-changing call in any list no tap runs: onEnter, onReady, onBack, a source's answer, a timer", async () => {
    const save = { type: 'call', endpoint: 'save' };
    const raw = screen(
      [
        {
          type: 'button',
          text: 'Later',
          onClick: [{ type: 'countdown', timer: 't', target: 'state.left', onDone: [save] }],
        },
      ],
      {
        state: { left: 0 },
        sources: [{ id: 'p', endpoint: 'profile', onSuccess: [save] }],
        onEnter: [{ type: 'if', condition: { truthy: true }, then: [{ type: 'sequence', actions: [save] }] }],
        onReady: [{ type: 'call', endpoint: 'profile', onSuccess: [save] }],
        onBack: [save],
      },
    );
    const problems = (await said(raw)).filter((p) => p.includes('changes state'));
    const tail = ": call it only from the actions of a tap (a button's onClick, a dialog's onConfirm)";
    expect(problems.sort()).toEqual(
      [
        `/body/0/onClick/0/onDone/0/endpoint: The call action to save changes state on the server ("save", the endpoint list), and this action runs on its own when a timer ends${tail}`,
        `/onBack/0/endpoint: The call action to save changes state on the server ("save", the endpoint list), and this action runs when the native shell's Back is pressed${tail}`,
        `/onEnter/0/then/0/actions/0/endpoint: The call action to save changes state on the server ("save", the endpoint list), and this action runs when the screen opens, on every entry, reload and Back${tail}`,
        `/onReady/0/onSuccess/0/endpoint: The call action to save changes state on the server ("save", the endpoint list), and this action runs when the screen opens, on every entry, reload and Back${tail}`,
        `/sources/0/onSuccess/0/endpoint: The call action to save changes state on the server ("save", the endpoint list), and this action runs when the screen opens, on every entry, reload and Back${tail}`,
      ].sort(),
    );
  });

  it("lets a state-changing call run from a tap: a button, a tapped dialog's answer, a tapped modal's onClose", async () => {
    const save = { type: 'call', endpoint: 'save' };
    const raw = screen(
      [
        {
          type: 'button',
          text: 'Save',
          onClick: [{ type: 'if', condition: { truthy: true }, then: [save] }],
        },
        {
          type: 'button',
          text: 'Ask',
          onClick: [{ type: 'dialog', content: 'Save now?', confirmText: 'Save', onConfirm: [save] }],
        },
        { type: 'button', text: 'More', onClick: [{ type: 'modal', modalId: 'more', open: true }] },
        { type: 'modal', modalId: 'more', title: 'More', children: [], onClose: [save] },
        // A modal the screen opens on its own: its own buttons are the borrower's taps.
        {
          type: 'modal',
          modalId: 'offer',
          title: 'Offer',
          children: [{ type: 'button', text: 'Take it', onClick: [save] }],
        },
      ],
      { onEnter: [{ type: 'modal', modalId: 'offer', open: true }] },
    );
    expect((await said(raw)).filter((p) => p.includes('changes state'))).toEqual([]);
  });

  it('refuses a state-changing call through a dialog or a modal the screen opens on its own', async () => {
    const save = { type: 'call', endpoint: 'save' };
    const welcome = { type: 'dialog', title: 'Welcome', confirmText: 'OK', onConfirm: [save] };
    const raw = screen(
      [
        {
          type: 'modal',
          modalId: 'intro',
          title: 'Intro',
          children: [],
          onClose: [{ type: 'sequence', actions: [save] }],
        },
        // Opened as the first one closes: closing it is no tap either.
        { type: 'modal', modalId: 'next', title: 'Next', children: [], onClose: [save] },
        {
          type: 'modal',
          modalId: 'chain',
          title: 'Chain',
          children: [],
          onClose: [{ type: 'modal', modalId: 'next', open: true }],
        },
      ],
      {
        onEnter: [
          { type: 'if', condition: { truthy: true }, then: [welcome] },
          { type: 'modal', modalId: 'intro', open: true },
        ],
        // Opened twice without a tap: still one problem at the call.
        onReady: [
          { type: 'call', endpoint: 'profile', onSuccess: [{ type: 'modal', modalId: 'intro', open: true }] },
          { type: 'modal', modalId: 'chain', open: true },
        ],
      },
    );
    const head =
      'The call action to save changes state on the server ("save", the endpoint list), and this action';
    const tail =
      ": call it only from the actions of a tap (a button's onClick, or a dialog's onConfirm when a tap opened the dialog)";
    expect((await said(raw)).filter((p) => p.includes('changes state')).sort()).toEqual(
      [
        `/onEnter/0/then/0/onConfirm/0/endpoint: ${head} runs from a button of a dialog that no tap opened: the dialog opens when the screen opens, on every entry, reload and Back${tail}`,
        `/body/0/onClose/0/actions/0/endpoint: ${head} runs when the modal "intro" closes, and no tap opened that modal: the action at /onEnter/1 opens it when the screen opens, on every entry, reload and Back${tail}`,
        `/body/1/onClose/0/endpoint: ${head} runs when the modal "next" closes, and no tap opened that modal: the action at /body/2/onClose/0 opens it when the screen opens, on every entry, reload and Back${tail}`,
      ].sort(),
    );
  });

  it("follows a modal into the fragment that holds it, and says so at the fragment's call", async () => {
    const c = catalogues();
    const popup = {
      id: 'popup',
      body: [
        {
          type: 'modal',
          modalId: 'promo',
          label: 'Promo',
          children: [],
          onClose: [{ type: 'call', endpoint: 'save' }],
        },
      ],
    };
    const withPopup = { ...c, fragments: { ...c.fragments, ids: ['popup'], load: async () => popup } };
    const opened = screen([{ type: 'fragment', ref: 'popup' }], {
      onEnter: [{ type: 'modal', modalId: 'promo', open: true }],
    });
    expect((await said(opened, withPopup)).filter((p) => p.includes('changes state'))).toEqual([
      `popup:/body/0/onClose/0/endpoint: The call action to save changes state on the server ("save", the endpoint list), and this action runs when the modal "promo" closes, and no tap opened that modal: the action at /onEnter/0 opens it when the screen opens, on every entry, reload and Back: call it only from the actions of a tap (a button's onClick, or a dialog's onConfirm when a tap opened the dialog)`,
    ]);
    const tapped = screen(
      [
        { type: 'fragment', ref: 'popup' },
        { type: 'button', text: 'Promo', onClick: [{ type: 'modal', modalId: 'promo', open: true }] },
      ],
      {},
    );
    expect((await said(tapped, withPopup)).filter((p) => p.includes('changes state'))).toEqual([]);
  });

  it('checks bindings: roots, declared state, braces, and local values read where they exist', async () => {
    const raw = screen(
      [
        { type: 'text', text: '{{ sate.mood }}' },
        { type: 'text', text: '{{ state.mod }}' },
        { type: 'text', text: 'Hi {{ state.mood' },
        { type: 'text', text: '{{ item.name }}' },
      ],
      { state: { mood: 'fine', unused: 1 } },
    );
    expect(await said(raw)).toEqual([
      '/body/2/text: The text has a bad binding: unclosed binding in "Hi {{ state.mood": close it with }}',
      "/body/0/text: The text reads 'sate', which is not a binding root (did you mean 'state'?): use one of query, session, state, form, data, flow, item, index, event, result, error, params, app",
      '/body/3/text: warning: The text reads item outside an "each" template or case, where it is always empty',
      `/body/1/text: The text reads state.mod, which is not declared or written in this screen (did you mean 'mood'?): add "mod" with its initial value to the "state" of the screen`,
      // An unclosed binding reads nothing, so state.mood is read nowhere.
      `/state/mood: warning: The screen declares state.mood but never reads it: remove it, or use it in a binding or a widget's "bind"`,
      `/state/unused: warning: The screen declares state.unused but never reads it: remove it, or use it in a binding or a widget's "bind"`,
    ]);
  });

  it('names what a fragment needs of the screen in the fragment, and its own problems when asked', async () => {
    const raw = screen([{ type: 'fragment', ref: 'greeting', with: { nmae: 'Ana' } }]);
    expect(await said(raw)).toEqual([
      "/body/0/with/nmae: The fragment passes 'nmae', which fragment 'greeting' has no param for (did you mean 'name'?): it reads only the params it declares (name); fix the name or add it to the fragment's \"params\"",
      `greeting:/body/0/text: The text reads state.mood, which is not declared or written in screen 'home' (which includes this fragment): add "mood" with its initial value to the "state" of screen 'home'`,
    ]);
    const looping = screen([{ type: 'fragment', ref: 'loop' }]);
    expect(await said(looping, catalogues(), { withFragments: true })).toEqual([
      "loop:/body/0/ref: The fragment makes fragment 'loop' include itself (loop → loop-back → loop): remove this ref",
      "loop-back:/body/0/ref: The fragment makes fragment 'loop-back' include itself (loop-back → loop → loop-back): remove this ref",
    ]);
    expect(await said(fragmentFiles.loop, catalogues(), { kind: 'fragment', id: 'loop' })).toEqual([
      "/body/0/ref: The fragment makes fragment 'loop' include itself (loop → loop-back → loop): remove this ref",
    ]);
  });

  it('walks data paths and params through the contracts handed in, and only then', async () => {
    const contract = {
      request: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
      response: { type: 'object', properties: { name: { type: 'string' } } },
    };
    const raw = screen(
      [
        { type: 'text', text: '{{ data.p.nmae }}' },
        {
          type: 'button',
          text: 'Save',
          onClick: [{ type: 'call', endpoint: 'profile', params: { id: 'x' } }],
        },
      ],
      { sources: [{ id: 'p', endpoint: 'profile', params: { id: 1 } }] },
    );
    expect(await said(raw)).toEqual([]);
    const withContracts = catalogues({
      contract: () => contract,
      checkValue: (schema, value) =>
        schema.type === 'integer' && !Number.isInteger(value) ? 'must be integer' : undefined,
    });
    expect(await said(raw, withContracts)).toEqual([
      '/body/1/onClick/0/params/id: The call action to profile gives profile\'s param "id" the value "x", but it must be integer',
      `/body/0/text: The text reads data.p.nmae, but profile answers no field "nmae" in data.p (did you mean 'name'?): fix the path (profile's fields are listed in the reference)`,
    ]);
  });

  it('says a wrong condition once, with a did-you-mean for its operator, however deep it is', async () => {
    const raw = screen(
      [
        { type: 'text', text: 'A', visible: { neq: ['{{ state.mood }}', 'sad'] } },
        { type: 'text', text: 'B', visible: { and: [true, { not: { eq: ['{{ state.mood }}'] } }] } },
        { type: 'text', text: 'C', visible: { eq: ['{{ state.mood }}', 'ok'], ne: [1, 2] } },
        {
          type: 'button',
          text: 'D',
          onClick: [{ type: 'if', condition: { or: { eq: [1, 1] } }, then: [{ type: 'navigate', to: '/' }] }],
        },
      ],
      { state: { mood: 'fine' } },
    );
    expect(await said(raw)).toEqual(
      [
        "/body/0/visible/neq: The text \"A\" has an unknown condition operator 'neq' (did you mean 'ne'?): use one of eq, ne, gt, gte, lt, lte, in, truthy, empty, and, or, not",
        `/body/1/visible/and/1/not/eq: The text "B" has 'eq' with a list: 'eq' compares two values, write {"eq": [a, b]}`,
        'The text "C" has a condition with 2 operators (eq, ne), where one goes: combine them with {"and": [...]}',
        `/body/3/onClick/0/condition/or: The if action has 'or' with an object: 'or' takes a list of conditions, write {"or": [c1, c2]}`,
      ].map((m) => (m.startsWith('/') ? m : `/body/2/visible: ${m}`)),
    );
  });

  it("puts the URLs a config writes out to the app's http(s) gate, the literal start of a bound one too", async () => {
    const open = (url: string) => ({ type: 'open-url', url });
    const raw = screen(
      [
        {
          type: 'button',
          text: 'Go',
          onClick: [open('javascript:alert(1)'), open('lender.ph/{{ data.p.id }}')],
        },
        { type: 'iframe', src: 'www.lender.ph/terms', title: 'Terms' },
        { type: 'image', src: 'images/logo.png', alt: 'Logo' },
        // What the gate lets through: a bound URL, a web address with a bound part, a path of the app.
        {
          type: 'button',
          text: 'Fine',
          onClick: [
            open('{{ data.p.url }}'),
            open('https://lender.ph/pay?id={{ data.p.id }}'),
            open('/loanDetail'),
          ],
        },
        { type: 'image', src: '/images/logo.png', alt: 'Logo' },
      ],
      { sources: [{ id: 'p', endpoint: 'profile' }] },
    );
    const gate = "which the app's http(s) link gate refuses, so it does not open on the phone";
    expect(await said(raw)).toEqual([
      `/body/0/onClick/0/url: The open-url action has "url": "javascript:alert(1)", ${gate}: a link opens https://…, http://… or a path of the app (/…), never javascript:`,
      `/body/0/onClick/1/url: The open-url action has "url": "lender.ph/{{ data.p.id }}", ${gate}: it has no https:// in front: write "https://lender.ph/{{ data.p.id }}"`,
      `/body/1/src: The iframe "Terms" has "src": "www.lender.ph/terms", ${gate}: it has no https:// in front: write "https://www.lender.ph/terms"`,
      `/body/2/src: The image has "src": "images/logo.png", ${gate}: a path of the app starts with /: write "/images/logo.png"`,
    ]);
  });

  it('compiles the regular expressions of rules and input clean-ups as the phone does', async () => {
    const raw = screen(
      [
        {
          type: 'text-input',
          field: 'mobile',
          label: 'Mobile',
          normalize: [{ pattern: '^(\\+63', replace: '0' }],
          rules: [
            { pattern: '[0-9', message: 'Digits only' },
            { pattern: '^09\\d{9}$', message: 'A mobile number' },
            { pattern: '{{ data.p.pattern }}', message: 'As the lender says' },
          ],
        },
      ],
      { sources: [{ id: 'p', endpoint: 'profile' }] },
    );
    expect(await said(raw)).toEqual([
      '/body/0/normalize/0/pattern: The text input "Mobile" has "pattern": "^(\\\\+63", which is not a regular expression (unterminated group): the phone cannot use it; close each ( with )',
      '/body/0/rules/0/pattern: The text input "Mobile" has "pattern": "[0-9", which is not a regular expression (unterminated character class): no answer passes the rule, so the borrower can never go on; close the [ with ]',
    ]);
  });

  it('refuses a state default of another kind than the widget bound to it keeps', async () => {
    const raw = screen(
      [
        { type: 'checkbox', bind: 'state.agreed', label: 'I agree' },
        { type: 'checkbox', bind: 'state.news', label: 'News' },
        { type: 'rating', bind: 'state.stars', label: 'Rate us' },
        {
          type: 'image-upload',
          bind: 'state.pictures',
          endpoint: 'save',
          fileField: 'file',
          max: 3,
          label: 'Add',
        },
        // What fits: true or false, a number, none yet.
        { type: 'checkbox', bind: 'state.ok', label: 'OK' },
        { type: 'rating', bind: 'state.none', label: 'Again' },
        { type: 'checkbox', bind: 'state.consent.given', label: 'Consent' },
        { type: 'checkbox', bind: 'state.consent.shared', label: 'Share' },
      ],
      {
        state: {
          agreed: 'false',
          news: 'yes',
          stars: '5',
          pictures: {},
          ok: false,
          none: null,
          consent: { given: false, shared: 'true' },
        },
      },
    );
    expect(await said(raw)).toEqual([
      '/state/agreed: The screen declares state.agreed as "false", text, but the checkbox bound to it keeps true or false: the text "false" counts as true in every condition that reads state.agreed (a button it disables is enabled); write false, without quotes',
      '/state/news: The screen declares state.news as "yes", text, but the checkbox bound to it keeps true or false: write true or false, without quotes',
      '/state/stars: The screen declares state.stars as "5", text, but the rating bound to it keeps a number: write 5, without quotes',
      '/state/pictures: The screen declares state.pictures as {}, an object, but the image upload bound to it keeps a list: write a list ([] for none)',
      '/state/consent/shared: The screen declares state.consent.shared as "true", text, but the checkbox bound to it keeps true or false: write true, without quotes',
    ]);
  });
});
