// Heap bytes in use, for `layoutty bench`'s memory-per-item figure (glibc's mallinfo2, which
// Swift's Glibc module does not expose).
#ifndef CHEAPSTATS_H
#define CHEAPSTATS_H
#include <malloc.h>
#include <stddef.h>

static inline size_t lt_heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
#endif
