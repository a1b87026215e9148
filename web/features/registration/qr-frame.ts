import jsQR from 'jsqr';

/**
 * Reads a QR code from one camera frame's pixels (RGBA, as a canvas's getImageData gives them) for
 * browsers without BarcodeDetector (Firefox, Safari). Loaded only by the scanner, and only there, so
 * its weight stays out of every other page. Null when the frame shows no readable code.
 */
export function decodeQrFrame(pixels: Uint8ClampedArray, width: number, height: number): string | null {
  // Printed and on-screen codes are dark on light: trying the inverted image too would double the work.
  const found = jsQR(pixels, width, height, { inversionAttempts: 'dontInvert' });
  const text = found?.data.trim();
  return text ? text : null;
}

/** The largest side a frame is scaled down to before decoding: a phone's full frame is slow to read. */
export const QR_FRAME_MAX = 640;
