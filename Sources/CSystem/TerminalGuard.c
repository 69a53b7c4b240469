// The terminal guard: whatever ends or stops the process, the user's terminal is given back as
// it was. Signal handlers may only make async-signal-safe calls, so everything they need (the
// bytes that leave the program's screen modes, the saved terminal modes, the child to end) is
// prepared here beforehand, and they only write, tcsetattr, kill, waitpid and re-raise.
#include "CSystem.h"
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>

static char leave_bytes[512];
static size_t leave_length;
static char enter_bytes[512];
static size_t enter_length;
static struct termios shell_modes, program_modes;
static int has_shell_modes, has_program_modes;
static volatile pid_t guarded_child;
// The terminal whose modes are saved and restored: a private copy of standard input once the
// session holds one, so code that closes descriptor 0 (a previewed layout) cannot leave it raw.
static int terminal_fd = STDIN_FILENO;
// Process groups of background jobs (a rebuild): a fatal signal ends them too.
enum { job_capacity = 16 };
static volatile pid_t job_groups[job_capacity];
static int wake_fd = -1;
static int repaint_fd = -1;
static int saved_stderr = -1;
static int captured_stderr = -1;
static int saved_stdout = -1;
static int captured_stdout = -1;
// Where the screen is written: standard output, or its copy once standard output is captured.
static int screen_fd = STDOUT_FILENO;
// Handlers run here, so a stack overflow (SIGSEGV on the exhausted stack) still restores.
static char alternate_stack[64 * 1024];
static int exit_hook_installed;
// Standard output as it was while it is captured together with standard error (`capture_output`).
static int combined_stdout = -1;
// For the signals of a crash, the actions in place before the guard's (the Swift runtime's
// backtracer): the crash goes on to them once the terminal is given back. Not for the others:
// curses' own SIGINT and SIGTERM handlers would exit(1) instead of dying of the signal.
static struct sigaction previous_actions[65];
static int has_previous_action[65];
// What the replay renames: a trap's message names `#fileID` (`Module/File.swift`), the user
// knows the file by its path. As many as are registered: a screen of a big app is built from a
// hundred files and more, and a trap in any of them must name its path. The handlers read the
// table; registering publishes an entry (or a grown table) before counting it.
struct rename {
    char *from, *to;
    size_t from_length, to_length;
};
static struct rename *renames;
static int rename_count, rename_capacity;
static size_t longest_rename;
// Armed by `lt_guard_resume_after_crash`: the program a crash execs in this one's place, its
// arguments, the request file they name (removed if the process ends another way) and the
// file it is handed what was printed in.
static char *resume_program;
static char **resume_argv;
static char *resume_request;
static int resume_output = -1;

// Every signal whose default action ends the process (SIGKILL cannot be caught).
static const int fatal_signals[] = {
    SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGUSR1, SIGUSR2,
    SIGPIPE, SIGALRM, SIGTERM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS,
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
#ifdef SIGPWR
    SIGPWR,
#endif
#ifdef SIGIO
    SIGIO,
#endif
};

static void write_fd(int fd, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t n = write(fd, bytes, length);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        bytes += n;
        length -= (size_t)n;
    }
}

static void write_all(const char *bytes, size_t length) { write_fd(screen_fd, bytes, length); }

// The rename whose `from` starts at `bytes` (all of it within `available`), or -1.
static int rename_at(const char *bytes, size_t available) {
    for (int r = 0; r < rename_count; r++) {
        if (renames[r].from_length <= available && memcmp(bytes, renames[r].from, renames[r].from_length) == 0) return r;
    }
    return -1;
}

// Copies `in` to `out`, renaming as registered. A name cut by a read's end is kept for the
// next read: up to `longest_rename - 1` bytes are held back until the input ends.
static void copy_renaming(int in, int out) {
    char buffer[8192];
    size_t held = 0;
    for (;;) {
        ssize_t n = read(in, buffer + held, sizeof buffer - held);
        int ended = n <= 0;
        if (!ended) held += (size_t)n;
        size_t keep = ended || longest_rename == 0 ? 0 : longest_rename - 1;
        size_t limit = held > keep ? held - keep : 0;
        size_t start = 0, i = 0;
        while (i < limit) {
            int r = rename_at(buffer + i, held - i);
            if (r < 0) { i++; continue; }
            write_fd(out, buffer + start, i - start);
            write_fd(out, renames[r].to, renames[r].to_length);
            i += renames[r].from_length;
            start = i;
        }
        write_fd(out, buffer + start, i - start);
        memmove(buffer, buffer + i, held - i);
        held -= i;
        if (ended) {
            write_fd(out, buffer, held);
            return;
        }
    }
}

// A captured stream back where it was, and what was written to it meanwhile copied to `out`
// (async-signal-safe: dup2, lseek, read, write, close).
static void replay(int fd, int *saved, int *captured, int out) {
    if (*saved < 0) return;
    dup2(*saved, fd);
    lseek(*captured, 0, SEEK_SET);
    copy_renaming(*captured, out < 0 ? fd : out);
    close(*captured);
    close(*saved);
    *saved = *captured = -1;
}

// Both streams back where they were; what was captured on them written to each (`out` -1) or
// all to `out`.
static void replay_streams(int out) {
    if (combined_stdout >= 0) {
        dup2(combined_stdout, STDOUT_FILENO);
        close(combined_stdout);
        combined_stdout = -1;
    }
    replay(STDOUT_FILENO, &saved_stdout, &captured_stdout, out);
    if (screen_fd != STDOUT_FILENO) {
        close(screen_fd);
        screen_fd = STDOUT_FILENO;
    }
    replay(STDERR_FILENO, &saved_stderr, &captured_stderr, out);
}

static void replay_stderr(void) { replay_streams(-1); }

static void end_child(void) {
    pid_t child = guarded_child;
    if (child <= 0) return;
    kill(child, SIGTERM);
    for (int i = 0; i < 50; i++) {
        if (waitpid(child, NULL, WNOHANG) != 0) { guarded_child = 0; return; }
        struct timespec tick = {0, 10 * 1000 * 1000};
        nanosleep(&tick, NULL);
    }
    kill(child, SIGKILL);
    waitpid(child, NULL, 0);
    guarded_child = 0;
}

static void end_jobs(void) {
    for (int i = 0; i < job_capacity; i++) {
        pid_t group = job_groups[i];
        if (group > 0) kill(-group, SIGTERM);
    }
}

static void leave(void) {
    if (has_shell_modes) tcsetattr(terminal_fd, TCSADRAIN, &shell_modes);
    write_all(leave_bytes, leave_length);
}

static int is_crash(int sig);

// fork without the atfork handlers, which take malloc's locks: a crash inside malloc would
// deadlock there. Declared here: glibc declares it only for _GNU_SOURCE (see CSystem.h).
#if defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 34)
extern pid_t _Fork(void);
#define fork_in_handler _Fork
#else
#define fork_in_handler fork
#endif

// In a copy of the crashed process, the crash goes on to the action before the guard's (the
// runtime's backtrace, written where the captured output is); this process waits for it, at
// most 30 s, gives the terminal back and execs the armed program, handed what was printed.
// Returns 1 in the copy (its handler returns and the crash is delivered again), 0 when the
// program could not be run (what was printed is then on standard error, and the crash goes on).
static int resume_after_crash(int sig) {
    pid_t copy = fork_in_handler();
    if (copy == 0) {
        int out = captured_stderr >= 0 ? captured_stderr : STDERR_FILENO;
        dup2(out, STDOUT_FILENO);
        dup2(out, STDERR_FILENO);
        int none = open("/dev/null", O_RDONLY);
        if (none >= 0) dup2(none, STDIN_FILENO);
        if (!(sig < 65 && has_previous_action[sig])) _exit(128 + sig);
        sigaction(sig, &previous_actions[sig], NULL);
        raise(sig);
        return 1;
    }
    for (int tick = 0; copy > 0 && tick < 3000; tick++) {
        if (waitpid(copy, NULL, WNOHANG) != 0) { copy = 0; break; }
        struct timespec wait = {0, 10 * 1000 * 1000};
        nanosleep(&wait, NULL);
    }
    if (copy > 0) { kill(copy, SIGKILL); waitpid(copy, NULL, 0); }
    leave();
    replay_streams(resume_output);
    fcntl(resume_output, F_SETFD, 0);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    execv(resume_program, resume_argv);
    lseek(resume_output, 0, SEEK_SET);
    copy_renaming(resume_output, STDERR_FILENO);
    if (resume_request) unlink(resume_request);
    return 0;
}

static void on_fatal(int sig) {
    end_child();
    end_jobs();
    if (is_crash(sig) && resume_argv != NULL && resume_after_crash(sig)) return;
    if (resume_request) unlink(resume_request);
    leave();
    replay_stderr();
    // Delivered again when this handler returns, to the action before the guard's (the runtime's
    // backtrace, whose frames name the user's files) or the default one.
    if (sig < 65 && has_previous_action[sig]) {
        sigaction(sig, &previous_actions[sig], NULL);
    } else {
        signal(sig, SIG_DFL);
    }
    raise(sig);
}

static void on_stop(int sig) {
    (void)sig;
    int saved = errno;
    leave();
    signal(SIGTSTP, SIG_DFL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(SIGTSTP);  // stopped here until SIGCONT (fg)
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_stop;
    sigaction(SIGTSTP, &action, NULL);
    if (has_program_modes) tcsetattr(terminal_fd, TCSADRAIN, &program_modes);
    write_all(enter_bytes, enter_length);
    if (wake_fd >= 0) { char c = 'c'; (void)!write(wake_fd, &c, 1); }
    // play: the program on the pseudo-terminal kept running; Ctrl-L makes it draw everything
    // again onto the terminal given back to us.
    if (repaint_fd >= 0) { char c = '\f'; (void)!write(repaint_fd, &c, 1); }
    errno = saved;
}

static void on_winch(int sig) {
    (void)sig;
    int saved = errno;
    if (wake_fd >= 0) { char c = 'w'; (void)!write(wake_fd, &c, 1); }
    errno = saved;
}

static int is_crash(int sig) {
    return sig == SIGILL || sig == SIGTRAP || sig == SIGABRT || sig == SIGBUS || sig == SIGFPE || sig == SIGSEGV;
}

static void install(int sig, void (*handler)(int)) {
    struct sigaction current;
    if (sig < 65 && is_crash(sig) && sigaction(sig, NULL, &current) == 0 && current.sa_handler != on_fatal) {
        previous_actions[sig] = current;
        has_previous_action[sig] = 1;
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    action.sa_flags = SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    sigaction(sig, &action, NULL);
}

// exit() from anywhere while the screen is up (a previewed layout calling exit(3)): the
// terminal and what was printed are given back too.
static void on_exit_while_guarded(void) {
    // A program that exits (the user's code calling exit(3)) is never resumed: the request a
    // crash would have run it again with goes too, rather than staying in the temporary folder.
    if (resume_request) unlink(resume_request);
    fflush(stdout);
    if (leave_length != 0) leave();
    replay_stderr();
}

static void install_handlers(void) {
    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = alternate_stack;
    stack.ss_size = sizeof alternate_stack;
    sigaltstack(&stack, NULL);
    for (unsigned i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++) install(fatal_signals[i], on_fatal);
    install(SIGTSTP, on_stop);
    if (!exit_hook_installed) exit_hook_installed = atexit(on_exit_while_guarded) == 0;
}

static void copy(char *into, size_t *length, const char *bytes) {
    size_t n = bytes ? strlen(bytes) : 0;
    if (n >= 512) n = 511;
    memcpy(into, bytes ? bytes : "", n);
    *length = n;
}

void lt_guard_save_shell_modes(void) {
    has_shell_modes = tcgetattr(terminal_fd, &shell_modes) == 0;
}

void lt_guard_use_terminal(int fd) { terminal_fd = fd >= 0 ? fd : STDIN_FILENO; }

int lt_guard_add_job(pid_t group) {
    for (int i = 0; i < job_capacity; i++) {
        if (job_groups[i] == 0) {
            job_groups[i] = group;
            return 1;
        }
    }
    return 0;
}

void lt_guard_remove_job(pid_t group) {
    for (int i = 0; i < job_capacity; i++) {
        if (job_groups[i] == group) job_groups[i] = 0;
    }
}

void lt_guard_terminal(const char *enter, const char *leave_sequence, int wake) {
    copy(enter_bytes, &enter_length, enter);
    copy(leave_bytes, &leave_length, leave_sequence);
    has_program_modes = tcgetattr(terminal_fd, &program_modes) == 0;
    wake_fd = wake;
    install_handlers();
    if (wake >= 0) install(SIGWINCH, on_winch);
}

void lt_guard_child(pid_t child, const char *enter, const char *leave_sequence, int repaint) {
    copy(enter_bytes, &enter_length, enter);
    copy(leave_bytes, &leave_length, leave_sequence);
    guarded_child = child;
    repaint_fd = repaint;
    install_handlers();
}

void lt_guard_release_child(void) {
    guarded_child = 0;
    repaint_fd = -1;
    signal(SIGTSTP, SIG_DFL);
}

void lt_guard_leave(void) { leave(); }

// `count` new descriptors, closed on exec: an unlinked temporary file where `sources[i]` is -1,
// else a copy of `sources[i]`. 0 when any failed, and then none is left open.
static int open_descriptors(int *fds, const int *sources, int count) {
    int failed = 0;
    for (int i = 0; i < count; i++) {
        if (sources[i] >= 0) {
            fds[i] = dup(sources[i]);
        } else {
            FILE *file = tmpfile();
            fds[i] = file ? dup(fileno(file)) : -1;
            if (file) fclose(file);
        }
        if (fds[i] < 0) failed = 1; else fcntl(fds[i], F_SETFD, FD_CLOEXEC);
    }
    if (!failed) return 1;
    for (int i = 0; i < count; i++) if (fds[i] >= 0) close(fds[i]);
    return 0;
}

void lt_guard_capture_stderr(void) {
    int fds[2], sources[] = {-1, STDERR_FILENO};
    if (saved_stderr >= 0 || !isatty(STDERR_FILENO) || !open_descriptors(fds, sources, 2)) return;
    fflush(stderr);
    captured_stderr = fds[0];
    saved_stderr = fds[1];
    dup2(captured_stderr, STDERR_FILENO);
}

int lt_guard_capture_stdout(void) {
    int fds[3], sources[] = {-1, STDOUT_FILENO, STDOUT_FILENO};
    if (saved_stdout >= 0 || !isatty(STDOUT_FILENO) || !open_descriptors(fds, sources, 3)) return -1;
    fflush(stdout);
    // Line by line into the file, so what a print() wrote is there if the process then dies.
    setvbuf(stdout, NULL, _IOLBF, 0);
    captured_stdout = fds[0];
    saved_stdout = fds[1];
    screen_fd = fds[2];
    dup2(captured_stdout, STDOUT_FILENO);
    return screen_fd;
}

// Back to the action before the guard's.
static void restore_action(int sig) {
    if (sig < 65 && has_previous_action[sig]) {
        sigaction(sig, &previous_actions[sig], NULL);
        has_previous_action[sig] = 0;
    } else {
        signal(sig, SIG_DFL);
    }
}

void lt_guard_rename(const char *from, const char *to) {
    // A name longer than the replay's window could not be found whole in it.
    if (*from == 0 || strlen(from) >= 256) return;
    if (rename_count == rename_capacity) {
        // A new table, filled before it is published: a handler never sees a half-copied one.
        // The old one is kept (a handler may be reading it); tables are few and small.
        int capacity = rename_capacity == 0 ? 64 : rename_capacity * 2;
        struct rename *grown = malloc(sizeof *grown * (size_t)capacity);
        if (grown == NULL) return;
        if (rename_count > 0) memcpy(grown, renames, sizeof *grown * (size_t)rename_count);
        renames = grown;
        rename_capacity = capacity;
    }
    struct rename entry = {strdup(from), strdup(to), strlen(from), strlen(to)};
    if (entry.from == NULL || entry.to == NULL) {
        free(entry.from);
        free(entry.to);
        return;
    }
    renames[rename_count] = entry;
    if (entry.from_length > longest_rename) longest_rename = entry.from_length;
    rename_count++;
}

void lt_guard_clear_renames(void) {
    int count = rename_count;
    rename_count = 0;
    longest_rename = 0;
    for (int r = 0; r < count; r++) {
        free(renames[r].from);
        free(renames[r].to);
    }
}

int lt_guard_capture_output(void) {
    int fds[4], sources[] = {-1, STDOUT_FILENO, STDERR_FILENO, STDOUT_FILENO};
    if (saved_stderr >= 0 || saved_stdout >= 0 || combined_stdout >= 0 || !open_descriptors(fds, sources, 4)) return -1;
    fflush(stdout);
    fflush(stderr);
    setvbuf(stdout, NULL, _IOLBF, 0);
    captured_stderr = fds[0];
    combined_stdout = fds[1];
    saved_stderr = fds[2];
    dup2(captured_stderr, STDOUT_FILENO);
    dup2(captured_stderr, STDERR_FILENO);
    install_handlers();
    return fds[3];
}

int lt_guard_crash_output(void) {
    if (resume_output >= 0) return resume_output;
    int sources[] = {-1};
    if (!open_descriptors(&resume_output, sources, 1)) resume_output = -1;
    return resume_output;
}

// The program, arguments and request forgotten (the request file removed); the output file
// kept: the request being armed names its descriptor.
static void disarm(void) {
    char **argv = resume_argv;
    resume_argv = NULL;
    if (resume_request) unlink(resume_request);
    free(resume_request);
    free(resume_program);
    resume_request = resume_program = NULL;
    for (char **arg = argv; arg && *arg; arg++) free(*arg);
    free(argv);
}

void lt_guard_no_resume(void) {
    disarm();
    if (resume_output >= 0) close(resume_output);
    resume_output = -1;
}

int lt_guard_resume_after_crash(const char *program, const char *const *arguments, int count, const char *request) {
    disarm();
    if (lt_guard_crash_output() < 0) return 0;
    char **argv = calloc((size_t)count + 1, sizeof *argv);
    resume_program = strdup(program);
    resume_request = strdup(request);
    int failed = argv == NULL || resume_program == NULL || resume_request == NULL;
    for (int i = 0; !failed && i < count; i++) failed = (argv[i] = strdup(arguments[i])) == NULL;
    resume_argv = argv;
    if (failed) lt_guard_no_resume();
    return !failed;
}

void lt_guard_end(void) {
    lt_guard_no_resume();
    fflush(stdout);
    replay_stderr();
    for (unsigned i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++) restore_action(fatal_signals[i]);
    signal(SIGTSTP, SIG_DFL);
    signal(SIGWINCH, SIG_DFL);
    has_shell_modes = has_program_modes = 0;
    leave_length = enter_length = 0;
    wake_fd = repaint_fd = -1;
    guarded_child = 0;
    terminal_fd = STDIN_FILENO;
}
