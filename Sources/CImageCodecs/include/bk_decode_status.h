#ifndef BUBBLEKIT_BK_DECODE_STATUS_H
#define BUBBLEKIT_BK_DECODE_STATUS_H

/// What the bk_*_read_info and bk_*_decode_argb32 functions return.
enum {
  BK_DECODE_OK = 0,
  BK_DECODE_CORRUPT = -1,      ///< Truncated, damaged or not what it claims to be.
  BK_DECODE_UNSUPPORTED = -2,  ///< Valid but uses a feature this build cannot decode.
};

#endif
