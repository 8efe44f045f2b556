import { describe, expect, it } from 'vitest';
import { bannerFormMissing, bannerLabel, bannerToForm, buildBannerPayload } from './banner-model';

describe('the banner form', () => {
  it('starts empty for a new banner and from the banner when editing', () => {
    expect(bannerToForm(null)).toEqual({ image: '', description: '' });
    expect(
      bannerToForm({
        id: 'b1',
        image: '/media/images/x/1024.jpg',
        description: 'Sale',
        createdAt: null,
      }),
    ).toEqual({ image: '/media/images/x/1024.jpg', description: 'Sale' });
  });

  it('needs an image and a description, and no upload in progress', () => {
    expect(bannerFormMissing({ image: '', description: '  ' }, false)).toEqual([
      'an image',
      'a description',
    ]);
    expect(bannerFormMissing({ image: '/m.jpg', description: 'Festive' }, false)).toEqual([]);
    expect(bannerFormMissing({ image: '', description: 'Festive' }, true)).toEqual([
      'the image to finish uploading',
    ]);
  });

  it('sends trimmed texts', () => {
    expect(buildBannerPayload({ image: ' /m.jpg ', description: '  Festive sale \n' })).toEqual({
      image: '/m.jpg',
      description: 'Festive sale',
    });
    expect(buildBannerPayload({})).toEqual({ image: '', description: '' });
  });
});

describe('bannerLabel', () => {
  it('names a banner by its description, shortened', () => {
    expect(bannerLabel({ description: 'Festive sale' })).toBe('Festive sale');
    expect(
      bannerLabel({ description: 'A   very long\ndescription of the festive sale this year' }, 20),
    ).toBe('A very long descrip…');
    expect(bannerLabel({ description: '  ' })).toBe('this banner');
  });
});
