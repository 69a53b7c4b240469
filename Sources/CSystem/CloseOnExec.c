// pipe2 and mkostemps are declared only with _GNU_SOURCE: defined here, in this file alone,
// never in the shim header (where it would change what every module importing it sees).
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include "CSystem.h"

int lt_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

int lt_mkstemps_cloexec(char *template, int suffixLength) { return mkostemps(template, suffixLength, O_CLOEXEC); }
