import { setFlagsFromString } from 'node:v8';

/*
 * V8 allocates the objects of an allocation site straight in the old generation once most of them have
 * survived a few young collections ("pretenuring"). A burst of requests that queue for the database pool keeps
 * the objects every request makes (contexts, headers, promises) alive long enough to tip their sites over, and
 * the decision outlives the burst: from then on each short-lived request fills the old generation, and the
 * garbage collector's share of the CPU triples. Requests die young, so this process never pretenures.
 * Decision 35 has the measurements.
 */
setFlagsFromString('--no-allocation-site-pretenuring');
