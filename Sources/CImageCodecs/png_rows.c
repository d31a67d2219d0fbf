#include "png_internal.h"

// Opaque rows with AVX2: 8 pixels (32 bytes of B, G, R, A words) become 24 bytes of R, G, B with
// one byte shuffle and one dword permute. The stores are exactly 24 bytes, so converting in place
// never writes past what was read.

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

__attribute__((target("avx2"))) static int opaque_row_avx2(const uint8_t *src, uint8_t *dst, int width) {
  // Within each 128-bit lane, pixels 0-3 to R, G, B; the last 4 bytes unused.
  const __m256i to_rgb = _mm256_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1, 2, 1, 0, 6, 5, 4,
                                          10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
  // The two lanes' 12 bytes side by side.
  const __m256i packed = _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 3, 7);
  int x = 0;
  for (; x + 8 <= width; x += 8) {
    __m256i pixels = _mm256_loadu_si256((const __m256i *)(src + 4 * (size_t)x));
    if (x == 0) dst[0] = 0;  // After the first read: in place, it is the first pixel's blue.
    __m256i rgb = _mm256_permutevar8x32_epi32(_mm256_shuffle_epi8(pixels, to_rgb), packed);
    uint8_t *out = dst + 1 + 3 * (size_t)x;
    _mm_storeu_si128((__m128i *)out, _mm256_castsi256_si128(rgb));
    _mm_storel_epi64((__m128i *)(out + 16), _mm256_extracti128_si256(rgb, 1));
  }
  return x;
}

int bk_opaque_row_wide(const uint8_t *src, uint8_t *dst, int width) {
  return __builtin_cpu_supports("avx2") ? opaque_row_avx2(src, dst, width) : 0;
}
#else
int bk_opaque_row_wide(const uint8_t *src, uint8_t *dst, int width) {
  (void)src, (void)dst, (void)width;
  return 0;
}
#endif
