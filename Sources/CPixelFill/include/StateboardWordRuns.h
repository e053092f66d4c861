// Finding where a run of one word ends in a row of pixels, in C for the vector compares.
#ifndef STATEBOARD_WORD_RUNS_H
#define STATEBOARD_WORD_RUNS_H

#include <stddef.h>
#include <stdint.h>

/// The first index from `start` on (up to `width`) whose word in `row` is not `word`. On x86-64,
/// 64 bytes are compared at a time (AVX2 where the processor has it, else SSE2): the PNG writer
/// reads every row of a screen this way, and a whole @3x screen of one colour took 1.5 ms in
/// Swift's eight-bytes-at-a-time loop against 0.75 ms (SSE2) and 0.57 ms (AVX2). Elsewhere, a
/// plain loop. The answer is the same either way.
size_t stateboard_word_run_end(uint32_t word, const uint32_t *row, size_t start, size_t width);

#endif
