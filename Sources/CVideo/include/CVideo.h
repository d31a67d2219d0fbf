// FFmpeg as BubbleGraphics sees it: the headers' types, and the functions it calls, each as
// `bk_NAME`, a call through a pointer that video_loader.c finds with dlopen the first time a video
// is written. The binary names no FFmpeg library, so a process that writes no video never loads
// the ninety-odd shared libraries FFmpeg brings (a third of a cold render's start-up, measured in
// docs/performance.md), and a system without FFmpeg still renders everything but MP4 and WebM.
#ifndef BUBBLEKIT_CVIDEO_H
#define BUBBLEKIT_CVIDEO_H

#include <libavcodec/avcodec.h>
#include <libavcodec/bsf.h>
#include <libavformat/avformat.h>
#include <libavformat/avio.h>
#include <libavutil/channel_layout.h>
#include <libavutil/error.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>

/// Loads FFmpeg's libraries once (later calls answer at once): NULL when they are there, else
/// what is missing, to show the user.
const char *bk_video_load(void);

// F(library, return type, name, parameters, arguments, what it returns when FFmpeg is missing);
// V(...) the same for functions returning nothing.
#define BK_VIDEO_FUNCTIONS(F, V)                                                                           \
  F(avutil, int, av_channel_layout_copy, (AVChannelLayout * dst, const AVChannelLayout *src), (dst, src),  \
    AVERROR(ENOSYS))                                                                                        \
  V(avutil, av_channel_layout_default, (AVChannelLayout * layout, int channels), (layout, channels))       \
  V(avutil, av_dict_free, (AVDictionary * *dictionary), (dictionary))                                       \
  F(avutil, int, av_dict_set, (AVDictionary * *dictionary, const char *key, const char *value, int flags),  \
    (dictionary, key, value, flags), AVERROR(ENOSYS))                                                       \
  F(avutil, AVFrame *, av_frame_alloc, (void), (), NULL)                                                    \
  V(avutil, av_frame_free, (AVFrame * *frame), (frame))                                                     \
  F(avutil, int, av_frame_get_buffer, (AVFrame * frame, int align), (frame, align), AVERROR(ENOSYS))        \
  F(avutil, int, av_frame_make_writable, (AVFrame * frame), (frame), AVERROR(ENOSYS))                       \
  V(avutil, av_frame_unref, (AVFrame * frame), (frame))                                                     \
  V(avutil, av_free, (void *pointer), (pointer))                                                            \
  V(avutil, av_freep, (void *pointer), (pointer))                                                           \
  V(avutil, av_log_set_level, (int level), (level))                                                         \
  F(avutil, void *, av_malloc, (size_t size), (size), NULL)                                                 \
  F(avutil, int, av_opt_set, (void *object, const char *name, const char *value, int flags),                \
    (object, name, value, flags), AVERROR(ENOSYS))                                                          \
  F(avutil, int, av_strerror, (int error, char *buffer, size_t size), (error, buffer, size), -1)            \
  F(swscale, struct SwsContext *, sws_getContext,                                                           \
    (int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat,   \
     int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param),                          \
    (srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param), NULL)               \
  V(swscale, sws_freeContext, (struct SwsContext * context), (context))                                     \
  F(swscale, const int *, sws_getCoefficients, (int colorspace), (colorspace), NULL)                        \
  F(swscale, int, sws_setColorspaceDetails,                                                                 \
    (struct SwsContext * c, const int inverse[4], int srcRange, const int table[4], int dstRange,           \
     int brightness, int contrast, int saturation),                                                         \
    (c, inverse, srcRange, table, dstRange, brightness, contrast, saturation), -1)                          \
  F(swscale, int, sws_scale,                                                                                \
    (struct SwsContext * c, const uint8_t *const srcSlice[], const int srcStride[], int srcSliceY,         \
     int srcSliceH, uint8_t *const dst[], const int dstStride[]),                                           \
    (c, srcSlice, srcStride, srcSliceY, srcSliceH, dst, dstStride), -1)                                     \
  F(avcodec, int, av_bsf_alloc, (const AVBitStreamFilter *filter, AVBSFContext **context), (filter, context), \
    AVERROR(ENOSYS))                                                                                        \
  V(avcodec, av_bsf_free, (AVBSFContext * *context), (context))                                             \
  F(avcodec, const AVBitStreamFilter *, av_bsf_get_by_name, (const char *name), (name), NULL)               \
  F(avcodec, int, av_bsf_init, (AVBSFContext * context), (context), AVERROR(ENOSYS))                        \
  F(avcodec, int, av_bsf_receive_packet, (AVBSFContext * context, AVPacket *packet), (context, packet),     \
    AVERROR(ENOSYS))                                                                                        \
  F(avcodec, int, av_bsf_send_packet, (AVBSFContext * context, AVPacket *packet), (context, packet),        \
    AVERROR(ENOSYS))                                                                                        \
  F(avcodec, AVPacket *, av_packet_alloc, (void), (), NULL)                                                 \
  V(avcodec, av_packet_free, (AVPacket * *packet), (packet))                                                \
  V(avcodec, av_packet_rescale_ts, (AVPacket * packet, AVRational from, AVRational to), (packet, from, to)) \
  V(avcodec, av_packet_unref, (AVPacket * packet), (packet))                                                \
  F(avcodec, AVCodecContext *, avcodec_alloc_context3, (const AVCodec *codec), (codec), NULL)               \
  F(avcodec, const AVCodec *, avcodec_find_encoder, (enum AVCodecID id), (id), NULL)                        \
  F(avcodec, const AVCodec *, avcodec_find_encoder_by_name, (const char *name), (name), NULL)               \
  V(avcodec, avcodec_free_context, (AVCodecContext * *context), (context))                                  \
  F(avcodec, int, avcodec_open2, (AVCodecContext * context, const AVCodec *codec, AVDictionary **options),  \
    (context, codec, options), AVERROR(ENOSYS))                                                             \
  F(avcodec, int, avcodec_parameters_copy, (AVCodecParameters * dst, const AVCodecParameters *src),        \
    (dst, src), AVERROR(ENOSYS))                                                                            \
  F(avcodec, int, avcodec_parameters_from_context, (AVCodecParameters * parameters, const AVCodecContext *c), \
    (parameters, c), AVERROR(ENOSYS))                                                                       \
  F(avcodec, int, avcodec_receive_packet, (AVCodecContext * context, AVPacket *packet), (context, packet),  \
    AVERROR(ENOSYS))                                                                                        \
  F(avcodec, int, avcodec_send_frame, (AVCodecContext * context, const AVFrame *frame), (context, frame),    \
    AVERROR(ENOSYS))                                                                                        \
  F(avformat, int, av_interleaved_write_frame, (AVFormatContext * s, AVPacket *packet), (s, packet),        \
    AVERROR(ENOSYS))                                                                                        \
  F(avformat, int, av_write_trailer, (AVFormatContext * s), (s), AVERROR(ENOSYS))                           \
  F(avformat, int, avformat_alloc_output_context2,                                                          \
    (AVFormatContext * *context, const AVOutputFormat *format, const char *name, const char *file),         \
    (context, format, name, file), AVERROR(ENOSYS))                                                         \
  V(avformat, avformat_free_context, (AVFormatContext * s), (s))                                            \
  F(avformat, AVStream *, avformat_new_stream, (AVFormatContext * s, const AVCodec *codec), (s, codec), NULL) \
  F(avformat, int, avformat_write_header, (AVFormatContext * s, AVDictionary **options), (s, options),       \
    AVERROR(ENOSYS))                                                                                        \
  F(avformat, AVIOContext *, avio_alloc_context,                                                            \
    (unsigned char *buffer, int size, int writable, void *opaque,                                           \
     int (*read_packet)(void *opaque, uint8_t *buffer, int size),                                           \
     int (*write_packet)(void *opaque, uint8_t *buffer, int size),                                          \
     int64_t (*seek)(void *opaque, int64_t offset, int whence)),                                            \
    (buffer, size, writable, opaque, read_packet, write_packet, seek), NULL)                                \
  V(avformat, avio_context_free, (AVIOContext * *context), (context))                                       \
  V(avformat, avio_flush, (AVIOContext * context), (context))

#define BK_VIDEO_DECLARE(library, type, name, parameters, arguments, missing) type bk_##name parameters;
#define BK_VIDEO_DECLARE_VOID(library, name, parameters, arguments) void bk_##name parameters;
BK_VIDEO_FUNCTIONS(BK_VIDEO_DECLARE, BK_VIDEO_DECLARE_VOID)
#undef BK_VIDEO_DECLARE
#undef BK_VIDEO_DECLARE_VOID

// AVERROR(EAGAIN) and AVERROR_EOF are function-like macros, which do not import into Swift.
static inline int bk_averror_again(void) { return AVERROR(EAGAIN); }
static inline int bk_averror_eof(void) { return AVERROR_EOF; }
static inline int bk_averror_io(void) { return AVERROR(EIO); }
static inline int bk_averror_no_memory(void) { return AVERROR(ENOMEM); }

#endif
