// libclang, opened at run time: the Objective-C syntax tree of a file as text, one node a line.
//
// The Swift toolchain ships libclang (usr/lib/libclang.so) but not its headers, so the few
// entry points used are declared in CLibclang.c from clang-c's stable C ABI and looked up with
// dlsym: nothing is linked, no package is installed, and a program that never reads an
// Objective-C file never opens the library.
#ifndef CLIBCLANG_H
#define CLIBCLANG_H

/// The tree of `file` parsed with `arguments` (clang's command line, without the file), as
/// text: one line per node, depth first, each `depth kind file line column start end` (where a
/// macro was used, or where a macro argument was written) then
/// tab-separated `spelling type canonical-type extra result-type is-definition property-attributes
/// is-optional spelling-file spelling-offset` (the last two: where the first token is written, in
/// a macro's definition when a macro made the node; tabs, newlines and backslashes escaped
/// as \t \n \\). Diagnostics of severity error or worse come first, each a line starting `!`.
/// Returns a malloc'd string (free it with lt_clang_free), or NULL with `*error` set to a
/// malloc'd message (the library missing, the parse failing outright, or libclang crashing).
/// `replaced` (`replacedCount` paths, each with its text in `texts`, NUL-terminated) are read
/// instead of those files on disk.
char *lt_clang_dump(const char *library, const char *file, const char *const *arguments, int count, const char *const *replaced,
                    const char *const *texts, int replacedCount, char **error);

void lt_clang_free(char *text);

/// How deep the tree is walked: a node deeper is an error line (`file:line:column: error:
/// nested more than … levels deep`) and its subtree is left out. The parse itself runs in a
/// child process, so a construct that overflows libclang's own stack is an error, not a crash.
#define LT_CLANG_DEPTH_LIMIT 1000

#endif
