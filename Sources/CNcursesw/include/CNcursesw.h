// The only door to ncursesw. Macros and globals that Swift cannot import are wrapped as
// static inline functions; the wide-character API needs NCURSES_WIDECHAR because SwiftPM drops
// pkg-config's -D_XOPEN_SOURCE.
#ifndef CNCURSESW_H
#define CNCURSESW_H

#define NCURSES_WIDECHAR 1
#include <fcntl.h>
#include <locale.h>
#include <langinfo.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <wchar.h>
#include <curses.h>
#include <term.h>

static inline WINDOW *lt_stdscr(void) { return stdscr; }
static inline SCREEN *lt_newterm(const char *type) { return newterm(type, stdout, stdin); }
/// A screen drawn through `fd` (the terminal's descriptor while standard output is captured),
/// its input the terminal's descriptor `input` (a private copy of standard input).
static inline SCREEN *lt_newterm_fd(const char *type, int fd, int input) {
    FILE *out = fd >= 0 ? fdopen(fd, "w") : NULL;
    int inputCopy = input >= 0 ? fcntl(input, F_DUPFD_CLOEXEC, 10) : -1;
    FILE *in = inputCopy >= 0 ? fdopen(inputCopy, "r") : NULL;
    SCREEN *screen = newterm(type, out ? out : stdout, in ? in : stdin);
    // Layoutty reads keys itself: ncurses never looks at the input while drawing.
    if (screen) typeahead(-1);
    return screen;
}
/// For tests: a screen on any pair of streams (e.g. /dev/null) with an explicit terminal type.
static inline SCREEN *lt_newterm_on(const char *type, FILE *out, FILE *in) { return newterm(type, out, in); }
static inline void lt_redraw_all(void) { clearok(curscr, TRUE); }
static inline int lt_window_size(int terminal, int *rows, int *cols) {
    struct winsize ws;
    // The session's own copy of the terminal first; then standard output and input (standard
    // output is a file while the previewer captures it).
    if ((terminal < 0 || ioctl(terminal, TIOCGWINSZ, &ws) != 0) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) != 0
        && ioctl(STDIN_FILENO, TIOCGWINSZ, &ws) != 0)
        return -1;
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    return 0;
}
static inline int lt_getmaxy(WINDOW *w) { int y, x; getmaxyx(w, y, x); (void)x; return y; }
static inline int lt_getmaxx(WINDOW *w) { int y, x; getmaxyx(w, y, x); (void)y; return x; }

static inline attr_t lt_A_NORMAL(void) { return A_NORMAL; }
static inline attr_t lt_A_BOLD(void) { return A_BOLD; }
static inline attr_t lt_A_DIM(void) { return A_DIM; }
static inline attr_t lt_A_REVERSE(void) { return A_REVERSE; }

static inline mmask_t lt_BUTTON4_PRESSED(void) { return BUTTON4_PRESSED; }
static inline mmask_t lt_BUTTON5_PRESSED(void) { return BUTTON5_PRESSED; }

/// Writes one grapheme (up to 4 wide characters: a base and combining marks) with attributes
/// and a colour pair.
static inline int lt_put(WINDOW *w, int y, int x, const wchar_t *text, attr_t attrs, short pair) {
    cchar_t c;
    if (setcchar(&c, text, attrs, pair, NULL) != OK) return ERR;
    return mvwadd_wch(w, y, x, &c);
}

/// Reads one cell back (tests): its characters into `out` (room for `max`), its attributes.
static inline int lt_read(WINDOW *w, int y, int x, wchar_t *out, attr_t *attrs) {
    cchar_t c;
    short pair;
    if (mvwin_wch(w, y, x, &c) != OK) return ERR;
    return getcchar(&c, out, attrs, &pair, NULL);
}

/// True when the terminal can address the cursor: TERM=dumb and friends cannot.
static inline bool lt_can_address_cursor(void) {
    const char *cup = tigetstr("cup");
    return cup != NULL && cup != (char *)-1;
}

static inline const char *lt_codeset(void) { return nl_langinfo(CODESET); }

/// A terminfo string capability ("" when the terminal has none).
static inline const char *lt_terminfo_string(const char *name) {
    const char *value = tigetstr(name);
    return (value == NULL || value == (char *)-1) ? "" : value;
}

#endif
