#include "bk_jpeg_decode.h"

#include <string.h>

// EXIF is a TIFF file inside an APP1 segment. Every offset in it comes from
// the file, so each read is checked against the payload's length.

enum { exif_header_size = 6, tiff_header_size = 8, ifd_entry_size = 12 };
enum { tag_orientation = 0x0112, type_short = 3 };

typedef struct {
  const uint8_t *bytes;
  size_t length;
  int big_endian;
} tiff_reader;

static int read_u16(const tiff_reader *tiff, size_t offset, uint32_t *value) {
  if (offset > tiff->length || tiff->length - offset < 2) return 0;
  const uint8_t *p = tiff->bytes + offset;
  *value = tiff->big_endian ? (uint32_t)(p[0] << 8 | p[1]) : (uint32_t)(p[1] << 8 | p[0]);
  return 1;
}

static int read_u32(const tiff_reader *tiff, size_t offset, uint32_t *value) {
  if (offset > tiff->length || tiff->length - offset < 4) return 0;
  const uint8_t *p = tiff->bytes + offset;
  *value = tiff->big_endian
               ? (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]
               : (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
  return 1;
}

int bk_exif_orientation(const uint8_t *app1, size_t length) {
  if (!app1 || length < exif_header_size + tiff_header_size) return 1;
  if (memcmp(app1, "Exif\0\0", exif_header_size) != 0) return 1;
  tiff_reader tiff = {app1 + exif_header_size, length - exif_header_size, 0};
  if (memcmp(tiff.bytes, "MM", 2) == 0) {
    tiff.big_endian = 1;
  } else if (memcmp(tiff.bytes, "II", 2) != 0) {
    return 1;
  }
  uint32_t magic, ifd0, entry_count;
  if (!read_u16(&tiff, 2, &magic) || magic != 42) return 1;
  if (!read_u32(&tiff, 4, &ifd0) || !read_u16(&tiff, ifd0, &entry_count)) return 1;
  for (uint32_t index = 0; index < entry_count; index++) {
    size_t entry = (size_t)ifd0 + 2 + (size_t)index * ifd_entry_size;
    uint32_t tag, type, count, value;
    if (!read_u16(&tiff, entry, &tag) || !read_u16(&tiff, entry + 2, &type) ||
        !read_u32(&tiff, entry + 4, &count) || !read_u16(&tiff, entry + 8, &value)) {
      return 1;  // The directory runs past the payload.
    }
    if (tag != tag_orientation) continue;
    if (type != type_short || count < 1) return 1;
    return value >= 1 && value <= 8 ? (int)value : 1;
  }
  return 1;
}
