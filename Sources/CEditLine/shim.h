#ifndef STATETUTOR_CEDITLINE_SHIM_H
#define STATETUTOR_CEDITLINE_SHIM_H
#include <stdio.h>
#include <editline/readline.h>
#endif
