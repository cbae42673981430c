// The kitchen's chime (docs/product/decisions.md "Live updates"): played with the Web Audio API,
// no file to load. Browsers keep audio locked until the page has had a click or a key press, so
// the desk asks once (the owner's answer is kept in this browser) and unlocks on that click; on
// later visits the first click or key anywhere unlocks it again.

const CHOICE_KEY = 'tuckin.kitchen-sound';

/** The owner's answer to 'Play a sound for new orders?'; undefined: not asked yet. */
export type SoundChoice = 'on' | 'off' | undefined;

export function readSoundChoice(): SoundChoice {
  try {
    const value = window.localStorage.getItem(CHOICE_KEY);
    return value === 'on' || value === 'off' ? value : undefined;
  } catch {
    return undefined; // storage blocked: ask again, nothing breaks
  }
}

export function saveSoundChoice(choice: 'on' | 'off'): void {
  try {
    window.localStorage.setItem(CHOICE_KEY, choice);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

let context: AudioContext | undefined;

/** Creates or resumes the audio context; in a click or key handler the browser lets it start. */
export function unlockSound(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
}

/** Unlocks at the page's next click or key press (a new visit of an owner who chose sound). */
export function unlockOnNextGesture(): () => void {
  const unlock = () => unlockSound();
  const options = { capture: true, once: true } as const;
  document.addEventListener('pointerdown', unlock, options);
  document.addEventListener('keydown', unlock, options);
  return () => {
    document.removeEventListener('pointerdown', unlock, options);
    document.removeEventListener('keydown', unlock, options);
  };
}

/** Two short rising notes, about half a second; nothing while audio is still locked. */
export function playChime(): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  [880, 1320].forEach((frequency, i) => {
    const oscillator = context!.createOscillator();
    const gain = context!.createGain();
    const at = start + i * 0.18;
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
    oscillator.connect(gain).connect(context!.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.32);
  });
}
