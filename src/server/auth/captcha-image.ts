/**
 * The captcha image: a PNG drawn with @napi-rs/canvas (Skia; its binary ships inside its npm package).
 *
 * svg-captcha drew each character as one outline path in one font, so a script matched the outlines against the
 * font's own glyphs offline and read 200 of 200 (issue 23, finding 6). Here a script gets only pixels, and the
 * pixels keep little of any glyph a font renders:
 * - each character in one of five fonts (woff2 files of @fontsource packages), its own size, rotation and skew;
 * - characters overlap their neighbours, so no empty column separates them;
 * - curves in the characters' own colours and stroke weight run through them;
 * - the whole picture is warped by random waves, then speckled.
 * It slows scripts down; the login throttling (throttle.ts) is what stops them.
 */
import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import type { SKRSContext2D } from '@napi-rs/canvas';

export const CAPTCHA_WIDTH = 180;
export const CAPTCHA_HEIGHT = 84;

const require = createRequire(import.meta.url);
/** Skia loads on the first captcha, not at every start (issue 28, cold start) */
const skia = () => require('@napi-rs/canvas') as typeof import('@napi-rs/canvas');
/** [family name, @fontsource file]: hand-written, typewriter and marker shapes, unlike each other. */
export const CAPTCHA_FONTS = [
  ['captcha-special-elite', '@fontsource/special-elite/files/special-elite-latin-400-normal.woff2'],
  ['captcha-kalam', '@fontsource/kalam/files/kalam-latin-700-normal.woff2'],
  ['captcha-courier-prime', '@fontsource/courier-prime/files/courier-prime-latin-700-normal.woff2'],
  ['captcha-permanent-marker', '@fontsource/permanent-marker/files/permanent-marker-latin-400-normal.woff2'],
  ['captcha-architects-daughter', '@fontsource/architects-daughter/files/architects-daughter-latin-400-normal.woff2'],
] as const;

let registered = false;
/** Registers the fonts once per process (Skia keeps them globally). */
export function registerCaptchaFonts() {
  if (registered) return;
  for (const [family, file] of CAPTCHA_FONTS) skia().GlobalFonts.registerFromPath(require.resolve(file), family);
  registered = true;
}

/** A uniform random number in [min, max), from the CSPRNG: the picture must not be predictable from earlier ones. */
const rand = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
const pick = <T>(items: readonly T[]) => items[randomInt(items.length)];
const hsl = (h: number, s: number, l: number, a = 1) =>
  `hsla(${Math.round(h)}, ${Math.round(s)}%, ${Math.round(l)}%, ${a})`;

function background(g: SKRSContext2D) {
  const hue = rand(0, 360);
  const grad = g.createLinearGradient(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  grad.addColorStop(0, hsl(hue, 60, 92));
  grad.addColorStop(1, hsl(hue + rand(60, 180), 60, 88));
  g.fillStyle = grad;
  g.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  // faint clutter: a script cannot tell the characters by "the only marks on the card"
  for (let i = 0; i < 12; i++) {
    g.strokeStyle = hsl(rand(0, 360), 50, rand(70, 82));
    g.lineWidth = rand(1, 2.5);
    g.beginPath();
    g.moveTo(rand(0, CAPTCHA_WIDTH), rand(0, CAPTCHA_HEIGHT));
    g.quadraticCurveTo(
      rand(0, CAPTCHA_WIDTH),
      rand(0, CAPTCHA_HEIGHT),
      rand(0, CAPTCHA_WIDTH),
      rand(0, CAPTCHA_HEIGHT),
    );
    g.stroke();
  }
}

function characters(g: SKRSContext2D, text: string, colours: string[]) {
  const slot = (CAPTCHA_WIDTH - 28) / text.length;
  let x = 14 + rand(-4, 4);
  for (const [i, ch] of [...text].entries()) {
    const [family] = pick(CAPTCHA_FONTS);
    g.save();
    g.translate(x + slot / 2, CAPTCHA_HEIGHT / 2 + rand(-6, 6));
    g.rotate(rand(-0.5, 0.5));
    g.transform(1, rand(-0.15, 0.15), rand(-0.4, 0.4), 1, 0, 0);
    g.font = `${Math.round(rand(44, 58))}px ${family}`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = colours[i % colours.length];
    g.fillText(ch, 0, 0);
    g.restore();
    // the next character starts inside this one: no gap to cut at
    x += slot * rand(0.78, 0.95);
  }
}

function interference(g: SKRSContext2D, colours: string[]) {
  for (let i = 0; i < 2; i++) {
    g.strokeStyle = pick(colours);
    g.lineWidth = rand(2.5, 4);
    g.beginPath();
    g.moveTo(rand(-10, 20), rand(10, CAPTCHA_HEIGHT - 10));
    g.bezierCurveTo(
      rand(30, 80),
      rand(-20, CAPTCHA_HEIGHT + 20),
      rand(100, 150),
      rand(-20, CAPTCHA_HEIGHT + 20),
      rand(CAPTCHA_WIDTH - 20, CAPTCHA_WIDTH + 10),
      rand(10, CAPTCHA_HEIGHT - 10),
    );
    g.stroke();
  }
}

/** Moves every pixel along two random sine waves (one per axis), then sprinkles light and dark specks. */
function warp(g: SKRSContext2D) {
  const src = g.getImageData(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const out = g.createImageData(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const [ax, fx, px, ay, fy, py] = [rand(2, 4), rand(0.06, 0.12), rand(0, 7), rand(3, 6), rand(0.03, 0.06), rand(0, 7)];
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const sx = Math.min(CAPTCHA_WIDTH - 1, Math.max(0, Math.round(x + ax * Math.sin(y * fx + px))));
      const sy = Math.min(CAPTCHA_HEIGHT - 1, Math.max(0, Math.round(y + ay * Math.sin(x * fy + py))));
      const from = (sy * CAPTCHA_WIDTH + sx) * 4;
      const to = (y * CAPTCHA_WIDTH + x) * 4;
      for (let c = 0; c < 4; c++) out.data[to + c] = src.data[from + c];
    }
  }
  for (let i = 0; i < 260; i++) {
    const at = (randomInt(CAPTCHA_HEIGHT) * CAPTCHA_WIDTH + randomInt(CAPTCHA_WIDTH)) * 4;
    const v = randomInt(2) ? randomInt(0, 90) : randomInt(200, 256);
    out.data[at] = v;
    out.data[at + 1] = v;
    out.data[at + 2] = v;
  }
  g.putImageData(out, 0, 0);
}

/** The answer drawn as a PNG; nothing in the file but pixels. Encoding runs off the event loop. */
export async function captchaPng(text: string): Promise<Buffer> {
  registerCaptchaFonts();
  const canvas = skia().createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const g = canvas.getContext('2d');
  background(g);
  const hue = rand(0, 360);
  const colours = [0, 1, 2].map((k) => hsl(hue + k * rand(40, 140), rand(55, 85), rand(22, 40)));
  characters(g, text, colours);
  interference(g, colours);
  warp(g);
  return canvas.encode('png');
}
