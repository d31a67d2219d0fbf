#include "bk_png_decode.h"
#include "png_reading.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Row-by-row decoding into an area average: each source pixel is added, premultiplied, to the
// one output pixel whose box holds it (x * width / source width), so a 7000 x 7000 PNG drawn at
// 1200 px never has a 7000 x 7000 buffer. Non-interlaced images keep one output row of sums;
// interlaced ones (Adam7 passes revisit every row) keep sums for the whole output.

// Sums are 32-bit: a box of up to this many source pixels of 255 cannot overflow them.
static const uint64_t max_box_pixels = 0xFFFFFFFFu / 255u;

typedef struct {
  int source_width, source_height, width, height;
  uint32_t *column_of;  // Output column of each source column.
  uint32_t *row_of;     // Output row of each source row.
  uint32_t *columns_in; // Source columns per output column.
  uint32_t *rows_in;    // Source rows per output row.
  uint32_t *sums;       // Premultiplied A, R, G, B sums per output pixel of the rows kept.
  int whole_output;     // Sums for every output row (interlaced) or one.
  png_bytep row;        // One decoded source row, RGBA.
} box_scaler;

static void scaler_free(box_scaler *s) {
  free(s->column_of);
  free(s->row_of);
  free(s->columns_in);
  free(s->rows_in);
  free(s->sums);
  free(s->row);
  memset(s, 0, sizeof *s);
}

static int scaler_init(box_scaler *s, size_t row_bytes) {
  s->column_of = calloc((size_t)s->source_width, sizeof(uint32_t));
  s->row_of = calloc((size_t)s->source_height, sizeof(uint32_t));
  s->columns_in = calloc((size_t)s->width, sizeof(uint32_t));
  s->rows_in = calloc((size_t)s->height, sizeof(uint32_t));
  size_t sum_rows = s->whole_output ? (size_t)s->height : 1;
  s->sums = calloc(sum_rows * (size_t)s->width * 4, sizeof(uint32_t));
  s->row = malloc(row_bytes);
  if (!s->column_of || !s->row_of || !s->columns_in || !s->rows_in || !s->sums || !s->row) return 0;
  for (int x = 0; x < s->source_width; x++) {
    s->column_of[x] = (uint32_t)((uint64_t)x * (uint64_t)s->width / (uint64_t)s->source_width);
    s->columns_in[s->column_of[x]]++;
  }
  for (int y = 0; y < s->source_height; y++) {
    s->row_of[y] = (uint32_t)((uint64_t)y * (uint64_t)s->height / (uint64_t)s->source_height);
    s->rows_in[s->row_of[y]]++;
  }
  return 1;
}

// Adds `count` RGBA pixels of source row `y`, the first at column `x0`, `step` columns apart.
static void scaler_add(box_scaler *s, int y, int x0, int step, int count) {
  size_t sum_row = s->whole_output ? (size_t)s->row_of[y] : 0;
  uint32_t *sums = s->sums + sum_row * (size_t)s->width * 4;
  for (int i = 0; i < count; i++) {
    const uint8_t *p = s->row + (size_t)i * 4;
    uint32_t alpha = p[3];
    uint32_t *box = sums + (size_t)s->column_of[x0 + i * step] * 4;
    box[0] += alpha;
    box[1] += bk_premultiply(p[0], alpha);
    box[2] += bk_premultiply(p[1], alpha);
    box[3] += bk_premultiply(p[2], alpha);
  }
}

// Writes output row `r` from its sums (rounded averages) and clears them.
static void scaler_emit(box_scaler *s, int r, uint8_t *pixels, int stride) {
  size_t sum_row = s->whole_output ? (size_t)r : 0;
  uint32_t *sums = s->sums + sum_row * (size_t)s->width * 4;
  uint32_t *out = (uint32_t *)(pixels + (size_t)r * (size_t)stride);
  for (int c = 0; c < s->width; c++) {
    uint32_t *box = sums + (size_t)c * 4;
    uint64_t count = (uint64_t)s->columns_in[c] * s->rows_in[r];
    uint32_t half = (uint32_t)(count / 2);
    uint32_t a = (uint32_t)((box[0] + half) / count), red = (uint32_t)((box[1] + half) / count);
    uint32_t green = (uint32_t)((box[2] + half) / count), blue = (uint32_t)((box[3] + half) / count);
    out[c] = a << 24 | red << 16 | green << 8 | blue;
    memset(box, 0, 4 * sizeof(uint32_t));
  }
}

static void request_rgba8_rows(png_structp png, png_infop info) {
  png_set_expand(png);
  png_set_scale_16(png);
  png_set_gray_to_rgb(png);
  png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
  // No png_set_interlace_handling: Adam7 passes arrive as their own small rows.
  png_read_update_info(png, info);
}

static void read_plain_rows(png_structp png, box_scaler *s, uint8_t *pixels, int stride) {
  for (int y = 0; y < s->source_height; y++) {
    png_read_row(png, s->row, NULL);
    scaler_add(s, y, 0, 1, s->source_width);
    if (y + 1 == s->source_height || s->row_of[y + 1] != s->row_of[y]) {
      scaler_emit(s, (int)s->row_of[y], pixels, stride);
    }
  }
}

static void read_interlaced_rows(png_structp png, box_scaler *s, uint8_t *pixels, int stride) {
  for (int pass = 0; pass < 7; pass++) {
    int columns = (int)PNG_PASS_COLS((png_uint_32)s->source_width, pass);
    int rows = (int)PNG_PASS_ROWS((png_uint_32)s->source_height, pass);
    if (columns == 0 || rows == 0) continue;  // libpng skips empty passes too.
    for (int i = 0; i < rows; i++) {
      png_read_row(png, s->row, NULL);
      int y = (int)PNG_ROW_FROM_PASS_ROW((png_uint_32)i, pass);
      int x0 = (int)PNG_COL_FROM_PASS_COL(0, pass);
      scaler_add(s, y, x0, 1 << PNG_PASS_COL_SHIFT(pass), columns);
    }
  }
  for (int r = 0; r < s->height; r++) scaler_emit(s, r, pixels, stride);
}

int bk_png_decode_scaled_argb32(const uint8_t *data, size_t length, uint8_t *pixels, int width, int height,
                                int stride, char *error, size_t error_size) {
  char message[bk_png_message_size] = "unknown error";
  bk_png_source source = {data, length, 0};
  // On the heap and never reassigned after setjmp, so the jump back can free it.
  box_scaler *scaler = calloc(1, sizeof(box_scaler));
  png_structp png = !scaler ? NULL :
      png_create_read_struct(PNG_LIBPNG_VER_STRING, message, bk_png_keep_message, bk_png_ignore_warning);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  if (!info) {
    png_destroy_read_struct(png ? &png : NULL, NULL, NULL);
    free(scaler);
    snprintf(error, error_size, "cannot create PNG reader");
    return BK_DECODE_CORRUPT;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &info, NULL);
    scaler_free(scaler);
    free(scaler);
    snprintf(error, error_size, "%s", message);
    return BK_DECODE_CORRUPT;
  }
  png_set_read_fn(png, &source, bk_png_read_memory);
  png_set_user_limits(png, 32767, 32767);
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
  png_read_info(png, info);
  int source_width = (int)png_get_image_width(png, info), source_height = (int)png_get_image_height(png, info);
  if (!pixels || width < 1 || height < 1 || width > source_width || height > source_height ||
      stride < width * 4) {
    png_error(png, "output buffer does not fit a scaled-down image");
  }
  uint64_t box_columns = ((uint64_t)source_width + (uint64_t)width - 1) / (uint64_t)width;
  uint64_t box_rows = ((uint64_t)source_height + (uint64_t)height - 1) / (uint64_t)height;
  if (box_columns * box_rows > max_box_pixels) png_error(png, "scaled down too far in one step");
  int interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
  request_rgba8_rows(png, info);
  if (png_get_rowbytes(png, info) != (size_t)source_width * 4) png_error(png, "unexpected row layout");
  scaler->source_width = source_width;
  scaler->source_height = source_height;
  scaler->width = width;
  scaler->height = height;
  scaler->whole_output = interlaced;
  if (!scaler_init(scaler, (size_t)source_width * 4)) png_error(png, "out of memory");
  if (interlaced) {
    read_interlaced_rows(png, scaler, pixels, stride);
  } else {
    read_plain_rows(png, scaler, pixels, stride);
  }
  png_destroy_read_struct(&png, &info, NULL);
  scaler_free(scaler);
  free(scaler);
  return BK_DECODE_OK;
}
