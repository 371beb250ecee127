/**
 * Writes public/sounds/cancelled.wav: the kitchen's 'Cancelado pelo cliente' sound. Three short
 * falling tones, unlike the new-order ring, so that staff at the stove tell the two apart without
 * looking. Generated rather than downloaded: run `node scripts/make-cancel-sound.mjs` to remake it.
 */
import { writeFileSync } from 'node:fs';

const RATE = 22050;
const TONES = [
  { hz: 784, start: 0, length: 0.16 },
  { hz: 622, start: 0.2, length: 0.16 },
  { hz: 466, start: 0.4, length: 0.32 },
];
const seconds = 0.75;
const samples = new Int16Array(Math.round(RATE * seconds));
for (const tone of TONES) {
  const first = Math.round(tone.start * RATE);
  const count = Math.round(tone.length * RATE);
  for (let i = 0; i < count; i += 1) {
    const t = i / RATE;
    // A quick attack and an exponential fall: a soft 'bonk', not a beep.
    const envelope = Math.min(1, t / 0.01) * Math.exp((-4 * t) / tone.length);
    const wave = Math.sin(2 * Math.PI * tone.hz * t) + 0.3 * Math.sin(4 * Math.PI * tone.hz * t);
    samples[first + i] = Math.round(Math.max(-1, Math.min(1, (wave / 1.3) * envelope * 0.9)) * 32767);
  }
}

const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + samples.byteLength, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write('data', 36);
header.writeUInt32LE(samples.byteLength, 40);
writeFileSync(new URL('../public/sounds/cancelled.wav', import.meta.url), Buffer.concat([header, Buffer.from(samples.buffer)]));
