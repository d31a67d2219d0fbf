#ifndef BUBBLEKIT_CVIDEO_SHIM_H
#define BUBBLEKIT_CVIDEO_SHIM_H

#include <libavcodec/avcodec.h>
#include <libavcodec/bsf.h>
#include <libavformat/avformat.h>
#include <libavformat/avio.h>
#include <libavutil/channel_layout.h>
#include <libavutil/error.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>

// AVERROR(EAGAIN) and AVERROR_EOF are function-like macros, which do not import into Swift.
static inline int bk_averror_again(void) { return AVERROR(EAGAIN); }
static inline int bk_averror_eof(void) { return AVERROR_EOF; }
static inline int bk_averror_io(void) { return AVERROR(EIO); }
static inline int bk_averror_no_memory(void) { return AVERROR(ENOMEM); }

#endif
