import { describe, expect, it } from 'vitest';
import { thumbnailsIn } from './sync-ahead';

describe('thumbnailsIn', () => {
  it('finds each photo thumbnail the kept answers show, once', () => {
    const myJobs = JSON.stringify({
      items: [
        {
          workOrder: {
            photos: [{ thumbUrl: '/api/photos/a1/thumb', imageUrl: '/api/photos/a1/image' }],
          },
        },
        {
          workOrder: {
            photos: [{ thumbUrl: '/api/photos/b2/thumb' }, { thumbUrl: '/api/photos/a1/thumb' }],
          },
        },
      ],
    });
    expect(thumbnailsIn([myJobs, '{"items":[]}'])).toEqual([
      '/api/photos/a1/thumb',
      '/api/photos/b2/thumb',
    ]);
  });

  it('keeps nothing that is not a photo thumbnail of this app, and at most 60', () => {
    const odd = JSON.stringify([
      { thumbUrl: 'https://elsewhere.example/api/photos/x/thumb' },
      { thumbUrl: '/api/photos/x/image' },
      { thumbUrl: '/api/photos/x/y/thumb' },
    ]);
    expect(thumbnailsIn([odd])).toEqual([]);
    const many = JSON.stringify(
      Array.from({ length: 100 }, (_, i) => ({ thumbUrl: `/api/photos/p${i}/thumb` })),
    );
    expect(thumbnailsIn([many])).toHaveLength(60);
  });
});
