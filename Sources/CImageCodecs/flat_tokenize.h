// The tokenizer of flat_deflate.c, included once per instruction set with TOKENIZE_NAME,
// TOKENIZE_TARGET (a function attribute) and MATCH_LENGTH defined: the same decisions on every
// processor, so every path writes the same bytes.
//
// At each place the longest of four repeats is taken: the byte before (a run of one byte), the
// pixel before (a run of one colour), the row above, and the last place the next four bytes were
// seen (a glyph's slice drawn again along the line; only looked up when the others are short).
// A row equal to the one above is found by one comparison and becomes matches at once.
TOKENIZE_TARGET static size_t TOKENIZE_NAME(const segment_input *in, uint32_t *tokens, uint32_t *table,
                                            uint32_t *literal_freq, uint32_t *distance_freq) {
  const uint8_t *data = in->data;
  size_t count = 0, i = in->begin, end = in->end, row = in->row_bytes, pixel = in->pixel_bytes;
  size_t next_row = row ? (i + row - 1) / row * row : SIZE_MAX;
  while (i < end) {
    if (i > next_row) next_row = (i + row - 1) / row * row;
    if (i == next_row) {
      next_row += row;
      if (i >= row && end - i >= row && memcmp(data + i, data + i - row, row) == 0) {
        size_t stop = i + row;
        while (i < stop) {
          size_t left = stop - i;
          size_t length = left <= MAX_MATCH ? left : left - MAX_MATCH < MIN_MATCH ? left - MIN_MATCH : MAX_MATCH;
          if (length < MIN_MATCH) break;
          tokens[count++] = match_token(length, row, in->row_code);
          literal_freq[length_symbol[length - 3]]++;
          distance_freq[in->row_code]++;
          i += length;
        }
        continue;
      }
    }
    size_t left = end - i < MAX_MATCH ? end - i : MAX_MATCH;
    size_t length = 0, distance = 0;
    if (i >= 1 && data[i] == data[i - 1]) {
      length = MATCH_LENGTH(data + i, data + i - 1, left);
      distance = 1;
    }
    if (length < left && i >= pixel && data[i] == data[i - pixel]) {
      size_t found = MATCH_LENGTH(data + i, data + i - pixel, left);
      if (found > length) length = found, distance = pixel;
    }
    if (length < left && row && i >= row && data[i] == data[i - row]) {
      size_t found = MATCH_LENGTH(data + i, data + i - row, left);
      if (found > length) length = found, distance = row;
    }
    if (length < HASH_BELOW && left >= 4) {
      uint32_t *slot = table + hash4(data + i);
      size_t seen = *slot;
      *slot = (uint32_t)i;
      if (seen != NOWHERE && i - seen <= WINDOW) {
        size_t found = MATCH_LENGTH(data + i, data + seen, left);
        if (found > length) length = found, distance = i - seen;
      }
    }
    if (length >= MIN_MATCH) {
      int code = distance == row ? in->row_code : distance_symbol(distance);
      tokens[count++] = match_token(length, distance, code);
      literal_freq[length_symbol[length - 3]]++;
      distance_freq[code]++;
      i += length;
      continue;
    }
    tokens[count++] = data[i];
    literal_freq[data[i]]++;
    i++;
  }
  return count;
}
