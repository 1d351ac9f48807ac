import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { fitWithin, UploadedPhotoSchema } from './photo.ts';

describe('photo scaling (spec §5: scaled to fit 300 by 300)', () => {
  it('scales a landscape photo to 300 wide, keeping its ratio', () => {
    expect(fitWithin(1200, 900)).toEqual({ width: 300, height: 225 });
  });
  it('scales a portrait photo to 300 high', () => {
    expect(fitWithin(1080, 1920)).toEqual({ width: 169, height: 300 });
  });
  it('never enlarges a small photo', () => {
    expect(fitWithin(120, 80)).toEqual({ width: 120, height: 80 });
  });
});

describe('the uploaded photo answer (WordPress media object)', () => {
  const answer = {
    id: 7,
    source_url: '/wp-json/portal/v1/photos/7?viewer=1&expires=2&signature=x',
    media_type: 'image',
    mime_type: 'image/jpeg',
    media_details: { width: 300, height: 225 },
  };
  it('accepts the stored JPEG within 300 × 300', () => {
    expect(Value.Check(UploadedPhotoSchema, answer)).toBe(true);
  });
  it('refuses another stored type or a size over 300', () => {
    expect(Value.Check(UploadedPhotoSchema, { ...answer, mime_type: 'image/png' })).toBe(false);
    expect(Value.Check(UploadedPhotoSchema, { ...answer, media_details: { width: 301, height: 1 } })).toBe(
      false,
    );
  });
});
