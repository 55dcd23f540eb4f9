/** Which pictures a route's page asks for before the app has drawn the screen. */
import { describe, expect, it } from 'vitest';
import { priorityImages } from './route-pages';

describe('priorityImages', () => {
  it('takes the priority pictures with a fixed address, in fragments and slots too, once each', () => {
    const body = [
      { type: 'image', src: '/images/a.svg', priority: true, width: 10, height: 10 },
      { type: 'image', src: '/images/lazy.svg', width: 10, height: 10 },
      { type: 'image', src: '{{ data.logo }}', priority: true, width: 10, height: 10 },
      { type: 'image', src: '//elsewhere.example/x.png', priority: true, width: 10, height: 10 },
      { type: 'image', src: 'javascript:alert(1)', priority: true, width: 10, height: 10 },
      {
        type: 'stack',
        children: [
          { type: 'image', src: 'https://cdn.example.ph/b.png', priority: true, width: 10, height: 10 },
          { type: 'image', src: '/images/a.svg', priority: true, width: 10, height: 10 },
        ],
      },
    ];
    expect(priorityImages(body)).toEqual(['/images/a.svg', 'https://cdn.example.ph/b.png']);
  });
});
