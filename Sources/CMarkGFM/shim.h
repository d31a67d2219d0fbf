#ifndef BUBBLEKIT_CMARKGFM_SHIM_H
#define BUBBLEKIT_CMARKGFM_SHIM_H

#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

#endif
