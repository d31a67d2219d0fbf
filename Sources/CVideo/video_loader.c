// Finds FFmpeg's functions the first time a video is written (CVideo.h says why).
#include "CVideo.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

#define STRING(x) #x
#define SONAME(library, major) "lib" #library ".so." STRING(major)

// Each library by the major version of the headers it was built against: another major has
// other structures.
static const char *const sonames[] = {
    SONAME(avutil, LIBAVUTIL_VERSION_MAJOR),
    SONAME(swscale, LIBSWSCALE_VERSION_MAJOR),
    SONAME(avcodec, LIBAVCODEC_VERSION_MAJOR),
    SONAME(avformat, LIBAVFORMAT_VERSION_MAJOR),
};
enum { AVUTIL, SWSCALE, AVCODEC, AVFORMAT, LIBRARIES };
#define LIBRARY_avutil AVUTIL
#define LIBRARY_swscale SWSCALE
#define LIBRARY_avcodec AVCODEC
#define LIBRARY_avformat AVFORMAT

static struct {
#define POINTER(library, type, name, parameters, arguments, missing) type(*name) parameters;
#define POINTER_VOID(library, name, parameters, arguments) void(*name) parameters;
  BK_VIDEO_FUNCTIONS(POINTER, POINTER_VOID)
#undef POINTER
#undef POINTER_VOID
} video;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char problem[512];
static int loaded;

static void load(void) {
  void *handles[LIBRARIES];
  for (int k = 0; k < LIBRARIES; k++) {
    handles[k] = dlopen(sonames[k], RTLD_NOW | RTLD_LOCAL);
    if (!handles[k]) {
      snprintf(problem, sizeof problem, "FFmpeg's %s could not be loaded (%s): install FFmpeg's libraries "
               "(Debian: libavformat59 libavcodec59 libswscale6, or .ci/install-deps)", sonames[k], dlerror());
      return;
    }
  }
#define FIND(library, name)                                                                          \
  *(void **)&video.name = dlsym(handles[LIBRARY_##library], #name);                                  \
  if (!video.name) {                                                                                 \
    snprintf(problem, sizeof problem, "FFmpeg's %s has no %s: BubbleKit was built against another " \
             "FFmpeg", sonames[LIBRARY_##library], #name);                                           \
    return;                                                                                          \
  }
#define FIND_TYPED(library, type, name, parameters, arguments, missing) FIND(library, name)
#define FIND_VOID(library, name, parameters, arguments) FIND(library, name)
  BK_VIDEO_FUNCTIONS(FIND_TYPED, FIND_VOID)
#undef FIND_TYPED
#undef FIND_VOID
#undef FIND
  loaded = 1;
}

const char *bk_video_load(void) {
  pthread_once(&once, load);
  return loaded ? NULL : problem;
}

// Each wrapper makes sure FFmpeg is loaded (after the first time, pthread_once is one atomic
// load). The writer asks `bk_video_load` first and says what is missing; a call without it gets
// the function's failure value, never a jump to NULL.
#define WRAP(library, type, name, parameters, arguments, missing) \
  type bk_##name parameters {                                     \
    if (bk_video_load()) return missing;               \
    return video.name arguments;                                  \
  }
#define WRAP_VOID(library, name, parameters, arguments) \
  void bk_##name parameters {                           \
    if (bk_video_load()) return;           \
    video.name arguments;                               \
  }
BK_VIDEO_FUNCTIONS(WRAP, WRAP_VOID)
