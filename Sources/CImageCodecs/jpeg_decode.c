#include "bk_jpeg_decode.h"

#include <setjmp.h>
#include <stdio.h>  // jpeglib.h needs FILE
#include <string.h>

#include <jpeglib.h>  // Before jerror.h, whose message list depends on jconfig.h.
#include <jerror.h>

// libjpeg reports fatal errors through error_exit, which by default prints
// and calls exit(). Here it longjmps back to the API function instead, with
// the message kept in per-call state (renders decode in parallel).
typedef struct {
  struct jpeg_error_mgr base;  // First member: libjpeg's `err` pointer is also ours.
  struct jpeg_progress_mgr progress;
  jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
  int unsupported;  // The file is valid but needs something this build lacks.
} decode_guard;

// A crafted progressive file can hold thousands of tiny scans and burn CPU.
enum { max_scans = 1000 };
// Caps libjpeg's whole-image buffers (progressive coefficients; 50 MP at
// 4:4:4 needs 300 MB); past it libjpeg fails instead of allocating.
static const long max_memory_bytes = 512L * 1024 * 1024;

static void fail(j_common_ptr cinfo, int unsupported, const char *message) {
  decode_guard *guard = (decode_guard *)cinfo->err;
  snprintf(guard->message, sizeof guard->message, "%s", message);
  guard->unsupported = unsupported;
  longjmp(guard->jump, 1);
}

static int is_unsupported_feature(int code) {
  switch (code) {
    case JERR_SOF_UNSUPPORTED:  // Lossless and hierarchical JPEG.
    case JERR_BAD_PRECISION:    // 12-bit samples.
    case JERR_CONVERSION_NOTIMPL:
    case JERR_NOT_COMPILED:
    case JERR_ARITH_NOTIMPL:
      return 1;
    default:
      return 0;
  }
}

static void jump_back(j_common_ptr cinfo) {
  if (cinfo->err->msg_code == JERR_NO_BACKING_STORE) {
    fail(cinfo, 1, "image needs more decoder memory than allowed");
  }
  char message[JMSG_LENGTH_MAX];
  (*cinfo->err->format_message)(cinfo, message);
  fail(cinfo, is_unsupported_feature(cinfo->err->msg_code), message);
}

// Truncated or damaged entropy data is only a warning to libjpeg, which then
// fills the rest with grey; we would rather report the file as broken.
static int is_corrupt_data_warning(int code) {
  switch (code) {
    case JWRN_JPEG_EOF:
    case JWRN_HIT_MARKER:
    case JWRN_HUFF_BAD_CODE:
#if defined(D_ARITH_CODING_SUPPORTED)
    case JWRN_ARITH_BAD_CODE:
#endif
    case JWRN_MUST_RESYNC:
      return 1;
    default:
      return 0;
  }
}

static void emit_message(j_common_ptr cinfo, int level) {
  if (level >= 0) return;  // Trace messages.
  if (is_corrupt_data_warning(cinfo->err->msg_code)) jump_back(cinfo);
  cinfo->err->num_warnings++;
}

static void output_message(j_common_ptr cinfo) { (void)cinfo; }

static void limit_scans(j_common_ptr cinfo) {
  if (!cinfo->is_decompressor) return;
  if (((j_decompress_ptr)cinfo)->input_scan_number > max_scans) {
    fail(cinfo, 0, "too many progressive scans");
  }
}

static void install_guard(j_decompress_ptr cinfo, decode_guard *guard) {
  memset(cinfo, 0, sizeof *cinfo);
  memset(guard, 0, sizeof *guard);
  cinfo->err = jpeg_std_error(&guard->base);
  guard->base.error_exit = jump_back;
  guard->base.emit_message = emit_message;
  guard->base.output_message = output_message;
  guard->progress.progress_monitor = limit_scans;
}

static int report_failure(j_decompress_ptr cinfo, decode_guard *guard, char *error,
                          size_t error_size) {
  jpeg_destroy_decompress(cinfo);
  if (error && error_size) snprintf(error, error_size, "%s", guard->message);
  return guard->unsupported ? BK_DECODE_UNSUPPORTED : BK_DECODE_CORRUPT;
}

static int exif_orientation(j_decompress_ptr cinfo) {
  for (jpeg_saved_marker_ptr marker = cinfo->marker_list; marker; marker = marker->next) {
    if (marker->marker != JPEG_APP0 + 1 || marker->data_length < 6) continue;
    if (memcmp(marker->data, "Exif\0\0", 6) != 0) continue;  // XMP also lives in APP1.
    return bk_exif_orientation(marker->data, marker->data_length);
  }
  return 1;
}

// Must run under the caller's setjmp: every libjpeg call here may jump back.
static void read_headers(j_decompress_ptr cinfo, decode_guard *guard, const uint8_t *data,
                         size_t length, int scale_denom) {
  jpeg_create_decompress(cinfo);
  cinfo->mem->max_memory_to_use = max_memory_bytes;
  cinfo->progress = &guard->progress;
  if (scale_denom != 1 && scale_denom != 2 && scale_denom != 4 && scale_denom != 8) {
    fail((j_common_ptr)cinfo, 1, "scale must be 1/1, 1/2, 1/4 or 1/8");
  }
  jpeg_mem_src(cinfo, data, (unsigned long)length);
  jpeg_save_markers(cinfo, JPEG_APP0 + 1, 0xFFFF);
  jpeg_read_header(cinfo, TRUE);
  switch (cinfo->jpeg_color_space) {
    case JCS_GRAYSCALE:
      cinfo->out_color_space = JCS_GRAYSCALE;
      break;
    case JCS_YCbCr:
    case JCS_RGB:
      cinfo->out_color_space = JCS_RGB;
      break;
    case JCS_CMYK:
    case JCS_YCCK:  // libjpeg turns YCCK into CMYK.
      cinfo->out_color_space = JCS_CMYK;
      break;
    default:
      fail((j_common_ptr)cinfo, 1, "unsupported colour space");
  }
  cinfo->scale_num = 1;
  cinfo->scale_denom = (unsigned int)scale_denom;
  jpeg_calc_output_dimensions(cinfo);
}

int bk_jpeg_read_info(const uint8_t *data, size_t length, int scale_denom, bk_jpeg_info *info,
                      char *error, size_t error_size) {
  struct jpeg_decompress_struct cinfo;
  decode_guard guard;
  install_guard(&cinfo, &guard);
  if (setjmp(guard.jump)) return report_failure(&cinfo, &guard, error, error_size);
  read_headers(&cinfo, &guard, data, length, scale_denom);
  info->width = (int)cinfo.image_width;
  info->height = (int)cinfo.image_height;
  info->output_width = (int)cinfo.output_width;
  info->output_height = (int)cinfo.output_height;
  info->orientation = exif_orientation(&cinfo);
  info->components = cinfo.num_components;
  info->progressive = cinfo.progressive_mode ? 1 : 0;
  jpeg_destroy_decompress(&cinfo);
  return BK_DECODE_OK;
}

static inline uint32_t opaque_pixel(uint32_t red, uint32_t green, uint32_t blue) {
  return 0xFF000000u | red << 16 | green << 8 | blue;
}

static inline uint32_t scale_255(uint32_t a, uint32_t b) { return (a * b + 127) / 255; }

// libjpeg-turbo's colour space whose pixels are native-endian ARGB32 words.
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
static const J_COLOR_SPACE native_argb32_space = JCS_EXT_ARGB;
#else
static const J_COLOR_SPACE native_argb32_space = JCS_EXT_BGRA;
#endif

// One decoded row of ARGB words, written from `first` onwards `step` bytes apart (the step
// walks a row or a column, which is how orientation works).
static void place_row(const JSAMPLE *words, int width, uint8_t *first, ptrdiff_t step) {
  for (int x = 0; x < width; x++) memcpy(first + (ptrdiff_t)x * step, words + (size_t)x * 4, 4);
}

// One decoded CMYK row as ARGB words, placed as above.
static void place_cmyk_row(const JSAMPLE *samples, int width, int inverted_cmyk, uint8_t *first,
                           ptrdiff_t step) {
  for (int x = 0; x < width; x++) {
    const JSAMPLE *s = samples + (size_t)x * 4;
    // Photoshop (Adobe marker) stores CMYK inverted: 255 means no ink.
    uint32_t c = s[0], m = s[1], y = s[2], k = s[3];
    if (!inverted_cmyk) c = 255 - c, m = 255 - m, y = 255 - y, k = 255 - k;
    uint32_t pixel = opaque_pixel(scale_255(c, k), scale_255(m, k), scale_255(y, k));
    memcpy(first + (ptrdiff_t)x * step, &pixel, sizeof pixel);
  }
}

// Where source row `y` of a width x height image lands in the upright
// buffer, and the byte step between its pixels, for EXIF orientations 1-8.
static void row_placement(int orientation, int y, int width, int height, int stride,
                          ptrdiff_t *offset, ptrdiff_t *step) {
  ptrdiff_t right = width - 1, bottom = height - 1, row = y, mirrored_row = bottom - y;
  switch (orientation) {
    case 2: *offset = row * stride + right * 4, *step = -4; break;
    case 3: *offset = mirrored_row * stride + right * 4, *step = -4; break;
    case 4: *offset = mirrored_row * stride, *step = 4; break;
    case 5: *offset = row * 4, *step = stride; break;
    case 6: *offset = mirrored_row * 4, *step = stride; break;
    case 7: *offset = right * stride + mirrored_row * 4, *step = -(ptrdiff_t)stride; break;
    case 8: *offset = right * stride + row * 4, *step = -(ptrdiff_t)stride; break;
    default: *offset = row * stride, *step = 4; break;
  }
}

int bk_jpeg_decode_argb32(const uint8_t *data, size_t length, int scale_denom, uint8_t *pixels,
                          int width, int height, int stride, char *error, size_t error_size) {
  struct jpeg_decompress_struct cinfo;
  decode_guard guard;
  install_guard(&cinfo, &guard);
  if (setjmp(guard.jump)) return report_failure(&cinfo, &guard, error, error_size);
  read_headers(&cinfo, &guard, data, length, scale_denom);
  int orientation = exif_orientation(&cinfo);
  int transposed = orientation >= 5;
  int source_width = (int)cinfo.output_width, source_height = (int)cinfo.output_height;
  if (!pixels || width != (transposed ? source_height : source_width) ||
      height != (transposed ? source_width : source_height) || stride < width * 4) {
    fail((j_common_ptr)&cinfo, 0, "output buffer does not match the image size");
  }
  int cmyk = cinfo.out_color_space == JCS_CMYK;
  // Grey and colour come out of libjpeg-turbo as Cairo's words already (its SIMD colour
  // conversion writes the opaque alpha too); only CMYK needs converting here.
  if (!cmyk) cinfo.out_color_space = native_argb32_space;
  jpeg_start_decompress(&cinfo);
  int inverted_cmyk = cmyk && cinfo.saw_Adobe_marker;
  // Freed with the decompressor, also when libjpeg jumps back.
  JSAMPARRAY row = (*cinfo.mem->alloc_sarray)(
      (j_common_ptr)&cinfo, JPOOL_IMAGE, (JDIMENSION)source_width * 4, 1);
  while (cinfo.output_scanline < cinfo.output_height) {
    int y = (int)cinfo.output_scanline;
    ptrdiff_t offset, step;
    row_placement(orientation, y, source_width, source_height, stride, &offset, &step);
    // Upright colour rows are decoded straight into place.
    JSAMPROW target = !cmyk && step == 4 ? (JSAMPROW)(pixels + offset) : row[0];
    if (jpeg_read_scanlines(&cinfo, &target, 1) != 1) fail((j_common_ptr)&cinfo, 0, "decoder stalled");
    if (cmyk) {
      place_cmyk_row(row[0], source_width, inverted_cmyk, pixels + offset, step);
    } else if (target == row[0]) {
      place_row(row[0], source_width, pixels + offset, step);
    }
  }
  // Every pixel is out: skip jpeg_finish_decompress, which would only
  // complain about what follows the image (a missing EOI, trailing bytes).
  jpeg_destroy_decompress(&cinfo);
  return BK_DECODE_OK;
}
