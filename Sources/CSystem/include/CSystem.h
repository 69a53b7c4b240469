// The few libc calls Swift cannot import: glibc's mallinfo2 (not in Swift's Glibc module) for the
// benchmark's memory figures, and the pseudo-terminal calls (hidden behind feature macros; ioctl is
// variadic) for measuring what the previewer writes.
//
// Never define _GNU_SOURCE or _XOPEN_SOURCE here: it changes glibc's struct definitions (fd_set)
// and a clean build then fails with a module conflict against Dispatch. Declare what is needed.
#ifndef CSYSTEM_H
#define CSYSTEM_H
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>
#include <malloc.h>
#include <stddef.h>
#include <sys/ioctl.h>

static inline size_t lt_heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

/// A parent may hand us a blocked signal mask (threads of a test runner do): unblock what an
/// interactive program relies on, or resizes, Ctrl-C and SIGTERM would never arrive.
static inline void lt_unblock_signals(void) {
    sigset_t set;
    sigemptyset(&set);
    int signals[] = {SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCONT, SIGTSTP};
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) sigaddset(&set, signals[i]);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}

/// Flushes standard output: 0, or the errno of a write that failed now or earlier (stdio keeps
/// the error flag). Swift 6 cannot name `stdout` itself (shared mutable state).
static inline int lt_finish_stdout(void) {
    errno = 0;
    if (fflush(stdout) != 0) return errno ? errno : EIO;
    return ferror(stdout) ? EIO : 0;
}

/// Writes text to standard error; -1 when it could not be written.
static inline int lt_write_stderr(const char *text) {
    return (fputs(text, stderr) == EOF || fflush(stderr) != 0) ? -1 : 0;
}

int posix_openpt(int flags);
int grantpt(int fd);
int unlockpt(int fd);
int ptsname_r(int fd, char *buf, size_t buflen);

/// Opens a pseudo-terminal's master side and writes the slave's path into `name`; -1 on failure.
static inline int lt_open_pty(char *name, size_t size) {
    int fd = posix_openpt(O_RDWR | O_NOCTTY);
    if (fd < 0) return -1;
    if (grantpt(fd) != 0 || unlockpt(fd) != 0 || ptsname_r(fd, name, size) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

static inline int lt_set_window_size(int fd, unsigned short rows, unsigned short cols) {
    struct winsize ws = {rows, cols, 0, 0};
    return ioctl(fd, TIOCSWINSZ, &ws);
}
#endif
