import { fitWithin } from './avatar.ts';

export const UNREADABLE_PICTURE = 'We could not read that picture. Try a PNG, JPEG or WebP file.';

/**
 * Decodes a picture file, scales it to at most 256 px and returns it as a data URL for localStorage. WebP keeps
 * transparency at a fraction of PNG's size; browsers that cannot encode it fall back to PNG by themselves.
 * An <img> decodes more formats than createImageBitmap (SVG, for one).
 */
export async function resizeAvatar(file: Blob): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode().catch(() => {
      throw new Error(UNREADABLE_PICTURE);
    });
    if (!image.naturalWidth || !image.naturalHeight) throw new Error(UNREADABLE_PICTURE);
    const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error(UNREADABLE_PICTURE);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, width, height);
    return canvas.toDataURL('image/webp', 0.85);
  } finally {
    URL.revokeObjectURL(url);
  }
}
