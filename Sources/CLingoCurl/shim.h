// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// The system's libcurl (C API): LingoRemote's HTTP transport on Linux. `curl_easy_setopt` and
// `curl_easy_getinfo` are variadic, which Swift cannot call: these typed wrappers can.
#include <curl/curl.h>

typedef size_t (*lingo_curl_data_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*lingo_curl_progress_callback)(
    void *context, curl_off_t download_total, curl_off_t downloaded, curl_off_t upload_total, curl_off_t uploaded);

static inline CURLcode lingo_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode lingo_curl_set_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode lingo_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode lingo_curl_set_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode lingo_curl_set_data_callback(CURL *handle, CURLoption option, lingo_curl_data_callback value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode lingo_curl_set_progress_callback(CURL *handle, lingo_curl_progress_callback value) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, value);
}

static inline CURLcode lingo_curl_get_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}
