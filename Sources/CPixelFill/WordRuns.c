#include "StateboardWordRuns.h"

#if defined(__x86_64__)
#include <immintrin.h>

static size_t run_end_sse2(uint32_t word, const uint32_t *row, size_t x, size_t width) {
    const __m128i w = _mm_set1_epi32((int)word);
    while (x + 16 <= width) {
        const __m128i *p = (const __m128i *)(row + x);
        const __m128i a = _mm_cmpeq_epi32(_mm_loadu_si128(p), w), b = _mm_cmpeq_epi32(_mm_loadu_si128(p + 1), w);
        const __m128i c = _mm_cmpeq_epi32(_mm_loadu_si128(p + 2), w), d = _mm_cmpeq_epi32(_mm_loadu_si128(p + 3), w);
        if (_mm_movemask_epi8(_mm_and_si128(_mm_and_si128(a, b), _mm_and_si128(c, d))) != 0xFFFF) break;
        x += 16;
    }
    return x;
}

__attribute__((target("avx2"))) static size_t run_end_avx2(uint32_t word, const uint32_t *row, size_t x, size_t width) {
    const __m256i w = _mm256_set1_epi32((int)word);
    while (x + 32 <= width) {
        const __m256i *p = (const __m256i *)(row + x);
        const __m256i a = _mm256_cmpeq_epi32(_mm256_loadu_si256(p), w), b = _mm256_cmpeq_epi32(_mm256_loadu_si256(p + 1), w);
        const __m256i c = _mm256_cmpeq_epi32(_mm256_loadu_si256(p + 2), w), d = _mm256_cmpeq_epi32(_mm256_loadu_si256(p + 3), w);
        if (_mm256_movemask_epi8(_mm256_and_si256(_mm256_and_si256(a, b), _mm256_and_si256(c, d))) != -1) break;
        x += 32;
    }
    return x;
}
#endif

size_t stateboard_word_run_end(uint32_t word, const uint32_t *row, size_t start, size_t width) {
    size_t x = start;
#if defined(__x86_64__)
    x = __builtin_cpu_supports("avx2") ? run_end_avx2(word, row, x, width) : run_end_sse2(word, row, x, width);
#endif
    // The last words, and the block where the run ended, one at a time.
    while (x < width && row[x] == word) x++;
    return x;
}
