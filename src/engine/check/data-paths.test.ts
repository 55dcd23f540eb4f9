/** Data paths walked through an answer's JSON Schema: lists, unions, lengths and open answers. */
import { describe, expect, it } from 'vitest';
import type { EndpointCatalogue } from './catalogues';
import { dataPathProblem } from './data-paths';

const answer = {
  type: 'object',
  properties: {
    items: { type: 'array', items: { type: 'object', properties: { title: { type: 'string' } } } },
    state: { anyOf: [{ type: 'object', properties: { due: { type: 'integer' } } }, { type: 'null' }] },
    extra: {},
  },
};
const endpoints: EndpointCatalogue = {
  names: ['list'],
  changesState: () => false,
  contract: (name) => (name === 'list' ? { request: { type: 'object' }, response: answer } : undefined),
  listedIn: 'the list',
  documentedIn: 'the reference',
};
const problem = (...path: string[]) => dataPathProblem({ source: 's', endpoint: 'list', path }, endpoints);

describe('dataPathProblem', () => {
  it('walks lists, unions and lengths; an open answer is not checked', () => {
    expect(problem('items', '0', 'title')).toBeUndefined();
    expect(problem('items', 'length')).toBeUndefined();
    expect(problem('state', 'due')).toBeUndefined();
    expect(problem('extra', 'anything', 'at', 'all')).toBeUndefined();
  });

  it('names the field an answer does not have, with a did-you-mean and where fields are listed', () => {
    expect(problem('items', '0', 'titel')).toBe(
      `reads data.s.items.0.titel, but list answers no field "titel" in data.s.items.0 (did you mean 'title'?): fix the path (list's fields are listed in the reference)`,
    );
    expect(problem('state', 'du')).toContain("(did you mean 'due'?)");
  });

  it('checks nothing for an endpoint without a contract', () => {
    expect(dataPathProblem({ source: 's', endpoint: 'other', path: ['x'] }, endpoints)).toBeUndefined();
  });
});
