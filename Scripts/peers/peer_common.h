/* What the three peer programs share: the clock, the command line, the file
 * of outlets nibbench writes beside the archives, the median and the line
 * Scripts/peers.sh reads. Plain C, so C, Objective-C and C++ include it. */
#ifndef PEER_COMMON_H
#define PEER_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* This thread's CPU time in milliseconds: other processes on the shared
 * cores add less to it than to elapsed time. */
static inline double peer_cpu_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return (double)now.tv_sec * 1e3 + (double)now.tv_nsec / 1e6;
}

/* argv: FILE OUTLETS N WARMUP REPEAT [VARIANT] */
struct peer_options {
    const char *file, *outlets, *variant;
    int controls, warmups, repetitions;
};

static inline struct peer_options peer_parse(int argc, char **argv) {
    struct peer_options options;
    if (argc < 6) {
        fprintf(stderr, "usage: %s FILE OUTLETS-FILE N WARMUP REPEAT [VARIANT]\n", argv[0]);
        exit(2);
    }
    options.file = argv[1];
    options.outlets = argv[2];
    options.controls = atoi(argv[3]);
    options.warmups = atoi(argv[4]);
    options.repetitions = atoi(argv[5]);
    options.variant = argc > 6 ? argv[6] : "";
    if (options.controls < 2 || options.repetitions < 1 || options.warmups < 0) {
        fprintf(stderr, "%s: N must be at least 2, REPEAT at least 1\n", argv[0]);
        exit(2);
    }
    return options;
}

/* The whole file, NUL-terminated; *length without the NUL. */
static inline char *peer_read(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (!file) { perror(path); exit(1); }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *bytes = (char *)malloc((size_t)size + 1);
    if (!bytes || fread(bytes, 1, (size_t)size, file) != (size_t)size) { perror(path); exit(1); }
    bytes[size] = 0;
    fclose(file);
    *length = (size_t)size;
    return bytes;
}

/* The ids of the owner's outlets (`o<k> ID` lines) and of its collection
 * (`controls ID` lines), in order. */
struct peer_outlets {
    char **outlets, **collection;
    int outlet_count, collection_count;
};

static inline struct peer_outlets peer_read_outlets(const char *path) {
    size_t length;
    char *text = peer_read(path, &length);
    struct peer_outlets result = {0, 0, 0, 0};
    result.outlets = (char **)calloc(length / 4 + 1, sizeof(char *));
    result.collection = (char **)calloc(length / 4 + 1, sizeof(char *));
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        char *space = strchr(line, ' ');
        if (!space) continue;
        *space = 0;
        if (strcmp(line, "controls") == 0) result.collection[result.collection_count++] = space + 1;
        else result.outlets[result.outlet_count++] = space + 1;
    }
    return result;
}

static inline int peer_compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Prints `RESULT name N median min max` (milliseconds of thread CPU time
 * per load) and µs per control at the median, the line Scripts/peers.sh reads. */
static inline void peer_report(const char *name, int controls, double *times, int count) {
    qsort(times, (size_t)count, sizeof(double), peer_compare);
    double median = count % 2 ? times[count / 2] : (times[count / 2 - 1] + times[count / 2]) / 2;
    printf("RESULT %s %d %.3f %.3f %.3f\n", name, controls, median, times[0], times[count - 1]);
    printf("%s: N = %d, %d loads, median %.3f ms (%.3f-%.3f), %.1f us per control\n", name, controls, count,
           median, times[0], times[count - 1], median * 1000 / controls);
}

static inline void peer_fail(const char *name, const char *message) {
    fprintf(stderr, "%s: graph check failed: %s\n", name, message);
    exit(1);
}

#endif
