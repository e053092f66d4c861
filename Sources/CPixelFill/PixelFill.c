#include "StateboardPixelFill.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Spans shorter than this (in words) are written through the cache.
static const size_t streamed_words = 16384;

void stateboard_fill_words(uint32_t *words, size_t count, uint32_t word) {
#if defined(__SSE2__)
    if (count >= streamed_words) {
        while (((uintptr_t)words & 15) != 0 && count > 0) {
            *words++ = word;
            count--;
        }
        const __m128i four = _mm_set1_epi32((int)word);
        for (; count >= 4; count -= 4, words += 4) _mm_stream_si128((__m128i *)words, four);
        // The streamed stores are weakly ordered: make them visible before anything reads them.
        _mm_sfence();
    }
#endif
    for (; count > 0; count--) *words++ = word;
}
