#ifndef STATETUTOR_CYAML_SHIM_H
#define STATETUTOR_CYAML_SHIM_H
#include <yaml.h>
#endif
