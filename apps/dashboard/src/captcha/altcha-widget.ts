import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';

interface AltchaGlobal {
  algorithms: Map<string, () => Worker>;
}

// The page's Content-Security-Policy allows scripts and workers from this origin only, so the proof-of-work
// workers are files of the build rather than the blobs the default bundle creates.
const registry = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'])
  registry.algorithms.set(algorithm, () => new Pbkdf2Worker());
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512'])
  registry.algorithms.set(algorithm, () => new ShaWorker());
