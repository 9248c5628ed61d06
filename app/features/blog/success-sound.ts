/**
 * A short three-note chime (C5, E5, G5) for a right quiz answer, made with Web Audio. Any failure
 * (no audio device, a browser without Web Audio, autoplay rules) is ignored: the sound is a bonus.
 */
const NOTES_HZ = [523.25, 659.25, 783.99]
const NOTE_SECONDS = 0.14

export function playSuccessSound() {
  try {
    const AudioContextClass =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext
    if (!AudioContextClass) return
    const context = new AudioContextClass()
    const start = context.currentTime + 0.02
    NOTES_HZ.forEach((frequency, index) => {
      const oscillator = context.createOscillator()
      const gain = context.createGain()
      const at = start + index * NOTE_SECONDS
      oscillator.type = 'sine'
      oscillator.frequency.value = frequency
      gain.gain.setValueAtTime(0.0001, at)
      gain.gain.exponentialRampToValueAtTime(0.18, at + 0.02)
      gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_SECONDS)
      oscillator.connect(gain).connect(context.destination)
      oscillator.start(at)
      oscillator.stop(at + NOTE_SECONDS + 0.02)
    })
    setTimeout(
      () => void context.close().catch(() => {}),
      (NOTES_HZ.length * NOTE_SECONDS + 0.3) * 1000,
    )
  } catch {
    // No sound, no problem.
  }
}
