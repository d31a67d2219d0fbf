#pragma once
#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the command line's options on `callback`. Defined by
/// libclang_rt.fuzzer_no_main, which Fuzz/run.sh links: the targets' own `main` calls it.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
