/**
 * A few small sounds, made on the spot with Web Audio rather than shipped as files: a die's
 * rattle, the click of tokens, a chime when it is the player's turn. The audio context is
 * created on first use (browsers only let it start after the player has clicked something).
 */
import type { GameEvent } from '../src-shared/engine';

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context.state === 'running' ? context : null;
}

function tone(ac: AudioContext, at: number, freq: number, length: number, volume: number) {
  const osc = ac.createOscillator();
  const gain = ac.createGain();
  osc.frequency.value = freq;
  gain.gain.setValueAtTime(volume * 0.25, at);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(gain).connect(ac.destination);
  osc.start(at);
  osc.stop(at + length);
}

function rattle(ac: AudioContext, volume: number) {
  for (let i = 0; i < 5; i++) tone(ac, ac.currentTime + i * 0.045, 180 + i * 37, 0.05, volume);
}

/** Sounds for a batch of events the table shows, and a chime when the seat must decide. */
export function playCues(
  events: readonly GameEvent[],
  seat: number,
  yourTurn: boolean,
  volume: number,
) {
  if (volume <= 0) return;
  const ac = audio();
  if (!ac) return;
  if (events.some((e) => e.e === 'roll')) rattle(ac, volume);
  else if (events.some((e) => e.e === 'place' && e.seat === seat))
    tone(ac, ac.currentTime, 520, 0.08, volume);
  if (yourTurn) {
    tone(ac, ac.currentTime + 0.25, 660, 0.18, volume);
    tone(ac, ac.currentTime + 0.4, 880, 0.25, volume);
  }
}
