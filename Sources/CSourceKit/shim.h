#ifndef STATETUTOR_CSOURCEKIT_SHIM_H
#define STATETUTOR_CSOURCEKIT_SHIM_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* SourceKit is loaded at run time (dlopen), so nothing here is linked: these are the types of
   the few functions of sourcekitd.h that statetutor calls, declared as function pointers. Their
   layout is the toolchain's C API, which is stable. */

typedef void *statetutor_sk_object_t;
typedef void *statetutor_sk_uid_t;
typedef void *statetutor_sk_response_t;

/* sourcekitd_variant_t: a value inside a response, passed by value. */
typedef struct {
    uint64_t data[3];
} statetutor_sk_variant_t;

typedef void (*statetutor_sk_initialize_f)(void);
typedef void (*statetutor_sk_shutdown_f)(void);
typedef statetutor_sk_uid_t (*statetutor_sk_uid_get_from_cstr_f)(const char *);
typedef const char *(*statetutor_sk_uid_get_string_ptr_f)(statetutor_sk_uid_t);
typedef statetutor_sk_object_t (*statetutor_sk_request_dictionary_create_f)(
    const statetutor_sk_uid_t *, const statetutor_sk_object_t *, size_t);
typedef void (*statetutor_sk_request_dictionary_set_value_f)(
    statetutor_sk_object_t, statetutor_sk_uid_t, statetutor_sk_object_t);
typedef statetutor_sk_object_t (*statetutor_sk_request_array_create_f)(const statetutor_sk_object_t *, size_t);
typedef void (*statetutor_sk_request_array_set_value_f)(statetutor_sk_object_t, size_t, statetutor_sk_object_t);
typedef statetutor_sk_object_t (*statetutor_sk_request_string_create_f)(const char *);
typedef statetutor_sk_object_t (*statetutor_sk_request_int64_create_f)(int64_t);
typedef statetutor_sk_object_t (*statetutor_sk_request_uid_create_f)(statetutor_sk_uid_t);
typedef void (*statetutor_sk_request_release_f)(statetutor_sk_object_t);
typedef statetutor_sk_response_t (*statetutor_sk_send_request_sync_f)(statetutor_sk_object_t);
typedef void (*statetutor_sk_response_dispose_f)(statetutor_sk_response_t);
typedef bool (*statetutor_sk_response_is_error_f)(statetutor_sk_response_t);
typedef const char *(*statetutor_sk_response_error_get_description_f)(statetutor_sk_response_t);
typedef statetutor_sk_variant_t (*statetutor_sk_response_get_value_f)(statetutor_sk_response_t);
typedef int (*statetutor_sk_variant_get_type_f)(statetutor_sk_variant_t);
typedef bool (*statetutor_sk_dictionary_applier_f)(statetutor_sk_uid_t, statetutor_sk_variant_t, void *);
typedef bool (*statetutor_sk_variant_dictionary_apply_f_f)(
    statetutor_sk_variant_t, statetutor_sk_dictionary_applier_f, void *);
typedef size_t (*statetutor_sk_variant_array_get_count_f)(statetutor_sk_variant_t);
typedef statetutor_sk_variant_t (*statetutor_sk_variant_array_get_value_f)(statetutor_sk_variant_t, size_t);
typedef int64_t (*statetutor_sk_variant_int64_get_value_f)(statetutor_sk_variant_t);
typedef bool (*statetutor_sk_variant_bool_get_value_f)(statetutor_sk_variant_t);
typedef size_t (*statetutor_sk_variant_string_get_length_f)(statetutor_sk_variant_t);
typedef const char *(*statetutor_sk_variant_string_get_ptr_f)(statetutor_sk_variant_t);
typedef statetutor_sk_uid_t (*statetutor_sk_variant_uid_get_value_f)(statetutor_sk_variant_t);

#endif
