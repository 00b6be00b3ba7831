import { describe, expect, it } from 'vitest';
import { isOwnPhotoUrl, parseUploadedFileName, smallPhotoUrl, uploadedPhotoUrl } from './listing-photos';

const KEY = '0123456789abcdef0123456789abcdef';

describe('listing photo URLs', () => {
  it('names both web sizes of an upload under one key', () => {
    expect(uploadedPhotoUrl(KEY, 'large')).toBe(`/api/media/uploads/${KEY}-1600.webp`);
    expect(parseUploadedFileName(`${KEY}-640.webp`)).toEqual({ key: KEY, size: 'small' });
    expect(parseUploadedFileName(`${KEY}-1600.webp`)).toEqual({ key: KEY, size: 'large' });
  });

  it('reads no other file name as an upload', () => {
    for (const name of [
      `${KEY}-800.webp`,
      `${KEY.toUpperCase()}-640.webp`,
      `${KEY}-640.png`,
      `../${KEY}-640.webp`,
    ]) {
      expect(parseUploadedFileName(name), name).toBeUndefined();
    }
  });

  it('accepts only pictures this app serves', () => {
    expect(isOwnPhotoUrl(`/api/media/uploads/${KEY}-1600.webp`)).toBe(true);
    expect(isOwnPhotoUrl('/api/media/sample/villa-3-1.svg')).toBe(true);
    expect(isOwnPhotoUrl('https://elsewhere.example/photo.jpg')).toBe(false);
    expect(isOwnPhotoUrl('/api/media/uploads/../secret.webp')).toBe(false);
    expect(isOwnPhotoUrl('/api/media/sample/../../x.svg')).toBe(false);
    expect(isOwnPhotoUrl('javascript:alert(1)')).toBe(false);
  });

  it('gives the small size of an upload for thumbnails, and any other picture as it is', () => {
    expect(smallPhotoUrl(`/api/media/uploads/${KEY}-1600.webp`)).toBe(`/api/media/uploads/${KEY}-640.webp`);
    expect(smallPhotoUrl('/api/media/sample/villa-3-1.svg')).toBe('/api/media/sample/villa-3-1.svg');
  });
});
