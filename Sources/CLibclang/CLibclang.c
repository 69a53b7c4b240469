#include "CLibclang.h"
#include "CSystem.h"
#include <dlfcn.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

// clang-c/Index.h's types, as its stable C ABI lays them out.
typedef void *CXIndex;
typedef void *CXTranslationUnit;
typedef void *CXFile;
typedef void *CXDiagnostic;
typedef void *CXClientData;
typedef struct { const void *data; unsigned flags; } CXString;
typedef struct { int kind; int xdata; const void *data[3]; } CXCursor;
typedef struct { int kind; void *data[2]; } CXType;
typedef struct { const void *ptr_data[2]; unsigned int_data; } CXSourceLocation;
typedef struct { const void *ptr_data[2]; unsigned begin_int_data; unsigned end_int_data; } CXSourceRange;
typedef int (*CXCursorVisitor)(CXCursor, CXCursor, CXClientData);
typedef struct { const char *Filename; const char *Contents; unsigned long Length; } CXUnsavedFile;

enum { CXChildVisit_Recurse = 2 };
enum { CXTranslationUnit_DetailedPreprocessingRecord = 0x01, CXTranslationUnit_KeepGoing = 0x200 };
enum { CXDiagnostic_Error = 3 };
enum { CXCursor_BinaryOperator = 114, CXCursor_CompoundAssignOperator = 115, CXCursor_UnaryOperator = 112 };

static struct {
    void *handle;
    CXIndex (*createIndex)(int, int);
    void (*disposeIndex)(CXIndex);
    int (*parse)(CXIndex, const char *, const char *const *, int, void *, unsigned, unsigned, CXTranslationUnit *);
    void (*disposeUnit)(CXTranslationUnit);
    unsigned (*numDiagnostics)(CXTranslationUnit);
    CXDiagnostic (*diagnostic)(CXTranslationUnit, unsigned);
    int (*severity)(CXDiagnostic);
    CXString (*formatDiagnostic)(CXDiagnostic, unsigned);
    void (*disposeDiagnostic)(CXDiagnostic);
    CXCursor (*unitCursor)(CXTranslationUnit);
    unsigned (*visitChildren)(CXCursor, CXCursorVisitor, CXClientData);
    CXString (*kindSpelling)(int);
    CXString (*spelling)(CXCursor);
    CXType (*type)(CXCursor);
    CXType (*resultType)(CXCursor);
    CXType (*canonical)(CXType);
    CXString (*typeSpelling)(CXType);
    CXSourceRange (*extent)(CXCursor);
    CXSourceLocation (*rangeStart)(CXSourceRange);
    CXSourceLocation (*rangeEnd)(CXSourceRange);
    void (*expansion)(CXSourceLocation, CXFile *, unsigned *, unsigned *, unsigned *);
    void (*spellingLocation)(CXSourceLocation, CXFile *, unsigned *, unsigned *, unsigned *);
    CXString (*fileName)(CXFile);
    const char *(*cString)(CXString);
    void (*disposeString)(CXString);
    int (*binaryKind)(CXCursor);
    CXString (*binarySpelling)(int);
    int (*unaryKind)(CXCursor);
    CXString (*unarySpelling)(int);
    CXCursor (*referenced)(CXCursor);
    int (*isNull)(CXCursor);
    unsigned (*isDefinition)(CXCursor);
    unsigned (*propertyAttributes)(CXCursor, unsigned);
    unsigned (*isOptional)(CXCursor);
} clang;

/// Opens the library once and finds every entry point; a message naming what is missing if not.
static int load(const char *library, char **error) {
    if (clang.handle) return 1;
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *why = dlerror();
        *error = strdup(why ? why : "cannot open libclang");
        return 0;
    }
#define FIND(field, name)                                                                   \
    if (!(*(void **)&clang.field = dlsym(handle, name))) {                                  \
        size_t size = strlen(library) + strlen(name) + 32;                                  \
        *error = malloc(size);                                                              \
        snprintf(*error, size, "%s has no %s (libclang 17 or newer is needed)", library, name); \
        dlclose(handle);                                                                    \
        return 0;                                                                           \
    }
    FIND(createIndex, "clang_createIndex")
    FIND(disposeIndex, "clang_disposeIndex")
    FIND(parse, "clang_parseTranslationUnit2")
    FIND(disposeUnit, "clang_disposeTranslationUnit")
    FIND(numDiagnostics, "clang_getNumDiagnostics")
    FIND(diagnostic, "clang_getDiagnostic")
    FIND(severity, "clang_getDiagnosticSeverity")
    FIND(formatDiagnostic, "clang_formatDiagnostic")
    FIND(disposeDiagnostic, "clang_disposeDiagnostic")
    FIND(unitCursor, "clang_getTranslationUnitCursor")
    FIND(visitChildren, "clang_visitChildren")
    FIND(kindSpelling, "clang_getCursorKindSpelling")
    FIND(spelling, "clang_getCursorSpelling")
    FIND(type, "clang_getCursorType")
    FIND(resultType, "clang_getCursorResultType")
    FIND(canonical, "clang_getCanonicalType")
    FIND(typeSpelling, "clang_getTypeSpelling")
    FIND(extent, "clang_getCursorExtent")
    FIND(rangeStart, "clang_getRangeStart")
    FIND(rangeEnd, "clang_getRangeEnd")
    FIND(expansion, "clang_getFileLocation")
    FIND(spellingLocation, "clang_getSpellingLocation")
    FIND(fileName, "clang_getFileName")
    FIND(cString, "clang_getCString")
    FIND(disposeString, "clang_disposeString")
    FIND(binaryKind, "clang_getCursorBinaryOperatorKind")
    FIND(binarySpelling, "clang_getBinaryOperatorKindSpelling")
    FIND(unaryKind, "clang_getCursorUnaryOperatorKind")
    FIND(unarySpelling, "clang_getUnaryOperatorKindSpelling")
    FIND(referenced, "clang_getCursorReferenced")
    FIND(isNull, "clang_Cursor_isNull")
    FIND(isDefinition, "clang_isCursorDefinition")
    FIND(propertyAttributes, "clang_Cursor_getObjCPropertyAttributes")
    FIND(isOptional, "clang_Cursor_isObjCOptional")
#undef FIND
    clang.handle = handle;
    return 1;
}

/// A growing text.
typedef struct { char *bytes; size_t count, capacity; } Text;

static void append(Text *text, const char *bytes, size_t count) {
    if (text->count + count + 1 > text->capacity) {
        size_t capacity = text->capacity ? text->capacity : 4096;
        while (capacity < text->count + count + 1) capacity *= 2;
        text->bytes = realloc(text->bytes, capacity);
        text->capacity = capacity;
    }
    memcpy(text->bytes + text->count, bytes, count);
    text->count += count;
    text->bytes[text->count] = 0;
}

static void appendFormat(Text *text, const char *format, ...) {
    char line[256];
    va_list arguments;
    va_start(arguments, format);
    int count = vsnprintf(line, sizeof line, format, arguments);
    va_end(arguments);
    if (count > 0) append(text, line, (size_t)count < sizeof line ? (size_t)count : sizeof line - 1);
}

/// A field: a tab, then the string with tabs, newlines and backslashes escaped; disposed.
static void appendField(Text *text, CXString string) {
    const char *bytes = clang.cString(string);
    append(text, "\t", 1);
    for (const char *c = bytes ? bytes : ""; *c; c++) {
        if (*c == '\t') append(text, "\\t", 2);
        else if (*c == '\n') append(text, "\\n", 2);
        else if (*c == '\\') append(text, "\\\\", 2);
        else append(text, c, 1);
    }
    clang.disposeString(string);
}

typedef struct { Text *text; int depth; } Walk;

static int visit(CXCursor cursor, CXCursor parent, CXClientData data) {
    (void)parent;
    Walk *walk = data;
    CXSourceRange extent = clang.extent(cursor);
    CXFile file = 0;
    unsigned line = 0, column = 0, start = 0, end = 0;
    clang.expansion(clang.rangeEnd(extent), 0, 0, 0, &end);
    clang.expansion(clang.rangeStart(extent), &file, &line, &column, &start);
    if (walk->depth >= LT_CLANG_DEPTH_LIMIT) {
        // An error line where the tree goes deeper, and nothing below it: the walk (here) and
        // the translation (in Swift) recurse once a level.
        append(walk->text, "!", 1);
        if (file) appendField(walk->text, clang.fileName(file));
        else append(walk->text, "\t", 1);
        appendFormat(walk->text, ":%u:%u: error: nested more than %d levels deep: not translated\n", line, column,
                     LT_CLANG_DEPTH_LIMIT);
        return 0;  // break: the siblings are as deep
    }
    appendFormat(walk->text, "%d %d", walk->depth, cursor.kind);
    if (file) appendField(walk->text, clang.fileName(file));
    else append(walk->text, "\t", 1);
    appendFormat(walk->text, "\t%u\t%u\t%u\t%u", line, column, start, end);
    appendField(walk->text, clang.spelling(cursor));
    CXType type = clang.type(cursor);
    appendField(walk->text, clang.typeSpelling(type));
    appendField(walk->text, clang.typeSpelling(clang.canonical(type)));
    // What the kind needs beyond that: an operator, what a name refers to, a method's result.
    if (cursor.kind == CXCursor_BinaryOperator || cursor.kind == CXCursor_CompoundAssignOperator) {
        appendField(walk->text, clang.binarySpelling(clang.binaryKind(cursor)));
    } else if (cursor.kind == CXCursor_UnaryOperator) {
        appendField(walk->text, clang.unarySpelling(clang.unaryKind(cursor)));
    } else {
        CXCursor referenced = clang.referenced(cursor);
        appendFormat(walk->text, "\t%d", clang.isNull(referenced) ? 0 : referenced.kind);
    }
    appendField(walk->text, clang.typeSpelling(clang.resultType(cursor)));
    appendFormat(walk->text, "\t%u\t%u\t%u", clang.isDefinition(cursor), clang.propertyAttributes(cursor, 0),
                 clang.isOptional(cursor));
    // Where the node's first token is written: inside a macro's #define when the macro made it.
    CXFile spelled = 0;
    unsigned spelledAt = 0;
    clang.spellingLocation(clang.rangeStart(extent), &spelled, 0, 0, &spelledAt);
    if (spelled) appendField(walk->text, clang.fileName(spelled));
    else append(walk->text, "\t", 1);
    appendFormat(walk->text, "\t%u\n", spelledAt);
    Walk inner = {walk->text, walk->depth + 1};
    clang.visitChildren(cursor, visit, &inner);
    return 1;  // continue with the next sibling: children were walked above
}

/// The dump made in this process (`lt_clang_dump` runs it in a child).
static char *dump(const char *file, const char *const *arguments, int count, const char *const *replaced, const char *const *texts,
                  int replacedCount, char **error) {
    CXIndex index = clang.createIndex(0, 0);
    CXTranslationUnit unit = 0;
    CXUnsavedFile *unsaved = calloc(replacedCount > 0 ? (size_t)replacedCount : 1, sizeof(CXUnsavedFile));
    for (int i = 0; i < replacedCount; i++) {
        unsaved[i] = (CXUnsavedFile){replaced[i], texts[i], strlen(texts[i])};
    }
    int failed = clang.parse(index, file, arguments, count, unsaved, (unsigned)replacedCount, CXTranslationUnit_KeepGoing, &unit);
    free(unsaved);
    if (failed || !unit) {
        clang.disposeIndex(index);
        size_t size = strlen(file) + 64;
        *error = malloc(size);
        snprintf(*error, size, "libclang could not parse %s (error %d)", file, failed);
        return 0;
    }
    Text text = {0, 0, 0};
    append(&text, "", 0);
    for (unsigned i = 0, n = clang.numDiagnostics(unit); i < n; i++) {
        CXDiagnostic diagnostic = clang.diagnostic(unit, i);
        if (clang.severity(diagnostic) >= CXDiagnostic_Error) {
            append(&text, "!", 1);
            appendField(&text, clang.formatDiagnostic(diagnostic, 0x1 | 0x2));  // source location, column
            append(&text, "\n", 1);
        }
        clang.disposeDiagnostic(diagnostic);
    }
    Walk walk = {&text, 0};
    clang.visitChildren(clang.unitCursor(unit), visit, &walk);
    clang.disposeUnit(unit);
    clang.disposeIndex(index);
    return text.bytes;
}

static char *message(const char *format, const char *file, int number) {
    size_t size = strlen(file) + strlen(format) + 32;
    char *text = malloc(size);
    snprintf(text, size, format, file, number);
    return text;
}

char *lt_clang_dump(const char *library, const char *file, const char *const *arguments, int count, const char *const *replaced,
                    const char *const *texts, int replacedCount, char **error) {
    *error = 0;
    // Opened here, so the child has the library loaded and opens nothing.
    if (!load(library, error)) return 0;
    int fds[2];
    // Close-on-exec, or a program another thread starts meanwhile holds the write end and the
    // read below waits for it to end.
    if (lt_pipe_cloexec(fds) != 0) return dump(file, arguments, count, replaced, texts, replacedCount, error);
    fflush(NULL);
    pid_t child = fork();
    if (child < 0) {
        close(fds[0]);
        close(fds[1]);
        return dump(file, arguments, count, replaced, texts, replacedCount, error);
    }
    if (child == 0) {
        // The child: the dump (or the error, after a 0 byte) down the pipe, then gone without
        // running the parent's exit handlers. What clang does to its own stack stays here.
        close(fds[0]);
        char *childError = 0;
        char *text = dump(file, arguments, count, replaced, texts, replacedCount, &childError);
        const char *out = text ? text : childError ? childError : "";
        // First a byte that says which: '+' a dump, '!' an error.
        if (write(fds[1], text ? "+" : "!", 1) != 1) _exit(2);
        for (size_t length = strlen(out), done = 0; done < length;) {
            ssize_t n = write(fds[1], out + done, length - done);
            if (n <= 0) _exit(2);
            done += (size_t)n;
        }
        _exit(0);
    }
    close(fds[1]);
    Text text = {0, 0, 0};
    append(&text, "", 0);
    char buffer[65536];
    for (ssize_t n; (n = read(fds[0], buffer, sizeof buffer)) != 0;) {
        if (n < 0) {
            if (errno == EINTR) continue;
            break;
        }
        append(&text, buffer, (size_t)n);
    }
    close(fds[0]);
    int status = 0;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
    if (WIFSIGNALED(status)) {
        free(text.bytes);
        *error = message("libclang crashed reading %s (signal %d): a construct nested too deeply for its parser?", file,
                         WTERMSIG(status));
        return 0;
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || text.count == 0 || text.bytes[0] != '+') {
        int said = text.count > 1 && text.bytes[0] == '!';
        *error = said ? strdup(text.bytes + 1) : message("libclang failed reading %s (status %d)", file, WEXITSTATUS(status));
        free(text.bytes);
        return 0;
    }
    memmove(text.bytes, text.bytes + 1, text.count);  // the NUL too
    return text.bytes;
}

void lt_clang_free(char *text) { free(text); }
