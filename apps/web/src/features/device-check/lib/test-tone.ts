/*
 * The speaker test: a short two-note chime made by the browser (Web Audio oscillators), so nothing is downloaded
 * and it plays the same everywhere. Soft attack and release so it does not click.
 */

const NOTES_HZ = [523.25, 659.25, 783.99]; // C5, E5, G5
const NOTE_S = 0.35;
const VOLUME = 0.25;

/** Plays the chime on `context` and resolves when it has finished (about a second). */
export function playTestTone(context: AudioContext): Promise<void> {
  const start = context.currentTime + 0.05;
  const output = context.createGain();
  output.gain.value = VOLUME;
  output.connect(context.destination);
  let last: OscillatorNode | null = null;
  NOTES_HZ.forEach((frequency, index) => {
    const at = start + index * NOTE_S;
    const oscillator = context.createOscillator();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    const envelope = context.createGain();
    envelope.gain.setValueAtTime(0, at);
    envelope.gain.linearRampToValueAtTime(1, at + 0.02);
    envelope.gain.exponentialRampToValueAtTime(0.001, at + NOTE_S * 1.6);
    oscillator.connect(envelope).connect(output);
    oscillator.start(at);
    oscillator.stop(at + NOTE_S * 1.7);
    last = oscillator;
  });
  return new Promise((resolve) => {
    if (!last) {
      resolve();
      return;
    }
    (last as OscillatorNode).onended = () => {
      output.disconnect();
      resolve();
    };
  });
}
