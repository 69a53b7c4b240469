// The few libc calls Swift cannot import or must not make itself: heap statistics (glibc's
// mallinfo2 is not in Swift's Glibc module; Darwin has malloc zones) for the benchmark's memory figures, and starting a child on a
// pseudo-terminal (fork to exec must be async-signal-safe; ioctl is variadic).
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
#include <stddef.h>
#include <sys/ioctl.h>
#if defined(__GLIBC__)
#include <malloc.h>
#elif defined(__APPLE__)
#include <malloc/malloc.h>
#endif

/// Bytes the heap has handed out: glibc's mallinfo2, Darwin's malloc zone statistics; 0 where
/// neither exists (the benchmark then reports no memory figure rather than a wrong one).
static inline size_t lt_heap_bytes_in_use(void) {
#if defined(__GLIBC__)
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
#elif defined(__APPLE__)
    malloc_statistics_t stats;
    malloc_zone_statistics(NULL, &stats);
    return stats.size_in_use;
#else
    return 0;
#endif
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

/// The descriptor libdispatch makes readable when work is queued on the main queue (an eventfd,
/// which Core Foundation's run loop waits on): a program waiting in its own poll wakes for the
/// main queue's work too (a network reply's `DispatchQueue.main.async`). -1 where there is
/// none (Darwin's is a Mach port).
#if defined(__linux__)
extern int _dispatch_get_main_queue_handle_4CF(void);
static inline int lt_main_queue_descriptor(void) { return _dispatch_get_main_queue_handle_4CF(); }
#else
static inline int lt_main_queue_descriptor(void) { return -1; }
#endif

/// Writes text to standard error; -1 when it could not be written.
static inline int lt_write_stderr(const char *text) {
    return (fputs(text, stderr) == EOF || fflush(stderr) != 0) ? -1 : 0;
}

#if __has_include(<pty.h>)
#include <pty.h>
#elif __has_include(<util.h>)
#include <util.h>
#endif
#include <sys/wait.h>

/// Starts `path` on a new pseudo-terminal of `rows` x `cols`, as a shell would: in its own
/// session with the terminal as its controlling terminal (so resizes send SIGWINCH and ^C
/// SIGINT), default signal actions, nothing blocked, no descriptor but 0–2 inherited. Returns
/// the child's real pid (-1 on failure) and the master side in `master`. Only async-signal-safe
/// calls run between fork and exec, which is why this is C: Foundation's Process cannot start
/// a child on a terminal without a helper whose pid it would wait on instead.
static inline pid_t lt_spawn_on_pty(const char *path, char *const argv[], char *const envp[],
                                    unsigned short rows, unsigned short cols, int *master) {
    struct winsize ws = {rows, cols, 0, 0};
    pid_t pid = forkpty(master, NULL, NULL, &ws);
    if (pid != 0) return pid;
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    for (int sig = 1; sig < NSIG; sig++) signal(sig, SIG_DFL);
    long max = sysconf(_SC_OPEN_MAX);
    if (max < 0 || max > 65536) max = 65536;
    for (int fd = 3; fd < max; fd++) close(fd);
    execve(path, argv, envp);
    _exit(127);
}

/// A pipe whose two ends are close-on-exec from the start (pipe2): a pipe made and then marked
/// leaves a moment in which a program another thread starts inherits its write end, and the
/// reader then waits for that program to end before it sees the pipe's end. 0 or -1 (errno).
int lt_pipe_cloexec(int fds[2]);

/// mkstemps whose descriptor is close-on-exec from the start (mkostemps), for the same reason as
/// the pipe: a program another thread starts meanwhile would hold the temporary file open. The
/// descriptor, or -1 (errno); `template` ends in XXXXXX and then `suffixLength` bytes.
int lt_mkstemps_cloexec(char *template, int suffixLength);

/// waitpid without blocking: 1 and the status once `pid` has ended, 0 while it runs, -1 if
/// it is not our child.
static inline int lt_reap(pid_t pid, int *status) {
    pid_t r = waitpid(pid, status, WNOHANG);
    return r == pid ? 1 : (r == 0 ? 0 : -1);
}

static inline int lt_set_window_size(int fd, unsigned short rows, unsigned short cols) {
    struct winsize ws = {rows, cols, 0, 0};
    return ioctl(fd, TIOCSWINSZ, &ws);
}
/// The terminal guard (TerminalGuard.c). `save_shell_modes` before a program changes the
/// terminal; `guard_terminal` once it is set up: from then on every signal that ends the process
/// first restores those modes and writes `leave`, SIGTSTP does the same, stops, and on SIGCONT
/// writes `enter` and a 'c' to `wake`; SIGWINCH writes a 'w' to `wake` (-1: none).
void lt_guard_save_shell_modes(void);
void lt_guard_terminal(const char *enter, const char *leave, int wake);
/// For `play`: every signal that ends the process first ends and reaps `child`, then writes
/// `leave`; SIGTSTP writes `leave` and stops, and on SIGCONT writes `enter` and a Ctrl-L to
/// `repaint` (the child's terminal) so the child draws everything again.
void lt_guard_child(pid_t child, const char *enter, const char *leave, int repaint);
void lt_guard_release_child(void);
/// The terminal's modes are saved from and restored to `fd` (standard input by default): a
/// private copy of it, which code closing descriptor 0 cannot take away. Call before
/// `lt_guard_save_shell_modes`.
void lt_guard_use_terminal(int fd);
/// Every signal that ends the process also sends SIGTERM to the process group `group` (a
/// background job's), until it is removed; at most 16 at once (0 when full).
int lt_guard_add_job(pid_t group);
void lt_guard_remove_job(pid_t group);
/// Restores the saved modes and writes `leave` now (a normal exit).
void lt_guard_leave(void);
/// Back to the default signal actions; standard error as it was, with what was captured on it.
void lt_guard_end(void);
/// While the program's screen is up, standard error (when it is the terminal) goes to an
/// unlinked temporary file: what the program or a dying runtime writes there ("Fatal error: …")
/// would land on the alternate screen and vanish with it. The guard writes it to the real
/// standard error once the terminal is given back — at the end, or from a fatal signal.
void lt_guard_capture_stderr(void);
/// The same for standard output, which the user's code prints to (`print()` in a previewed
/// layout): the screen is drawn through a copy of the terminal's descriptor, returned (-1 when
/// standard output is not a terminal or the copy failed: then nothing is captured), and what was
/// printed is written to the terminal after the screen is given back.
int lt_guard_capture_stdout(void);
/// For output that is not a screen (`preview --render`): standard output and error both go to one
/// temporary file, written to standard error when the process ends however it ends (exit, a
/// fatal signal), so what the user's code prints stays apart from the program's own output,
/// written to the returned copy of standard output (-1 when nothing could be captured).
int lt_guard_capture_output(void);
/// The file a crash's output is handed on in (`lt_guard_resume_after_crash`): an unlinked
/// temporary file, made once; -1 when it cannot be.
int lt_guard_crash_output(void);
/// From here on a crash (SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV) while the terminal is
/// guarded does not end the program: the crash goes on in a copy of the process (the runtime's
/// backtrace, captured), then the terminal is given back, everything captured (renamed) is
/// written to `lt_guard_crash_output()`, and `program` is exec'd in this process with
/// `arguments` (argv, `count` of them), which name `request` (a file removed should the process
/// end another way). 0 when it could not be armed. Disarmed by `lt_guard_no_resume` and
/// `lt_guard_end`.
int lt_guard_resume_after_crash(const char *program, const char *const *arguments, int count, const char *request);
void lt_guard_no_resume(void);
/// Whenever captured output is written back, `from` becomes `to` (up to 32 names).
void lt_guard_rename(const char *from, const char *to);
/// Forgets every rename: a preview that loaded new code names that code's files instead.
void lt_guard_clear_renames(void);
#endif
