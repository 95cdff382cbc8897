/* GNUstep's NSNib loading nibbench's Cocoa xib (Scripts/peers.sh), K times,
 * each load timed in thread CPU time: an NSNib made from the file's bytes and
 * instantiated with a BenchController as File's Owner, which receives the
 * outlets, the outlet collection and every control's action. Releasing each
 * graph is not timed. Before timing, the graph is checked: classes, one
 * frame, title and color, the outlets, one action reaching the owner. */
#import <AppKit/AppKit.h>

#include "peer_common.h"

/* File's Owner, as the xib names it. GNUstep sets an outlet through its
 * setter or an instance variable of its name, so main gives the class a
 * setter `setO<k>:` for each of the N/10 outlets before the first load (as
 * nibbench declares a key per outlet slot); each stores into one array. */
@interface BenchController : NSObject {
  @public
    NSWindow *window;
    NSMutableArray *outlets;
    NSMutableArray *controls;
    id lastSender;
    int actions;
}
- (void)controlClicked:(id)sender;
@end

@implementation BenchController
- (id)init {
    if ((self = [super init])) {
        outlets = [NSMutableArray new];
        controls = [NSMutableArray new];
    }
    return self;
}

- (void)reset {
    [outlets removeAllObjects];
    [controls removeAllObjects];
    window = nil;
}

- (void)setWindow:(NSWindow *)newWindow {
    window = newWindow;
}

- (void)setControls:(NSArray *)members {
    [controls setArray:members];
}

- (void)setOutlet:(id)value slot:(NSUInteger)slot {
    while ([outlets count] <= slot) [outlets addObject:[NSNull null]];
    [outlets replaceObjectAtIndex:slot withObject:value];
}

- (void)controlClicked:(id)sender {
    lastSender = sender;
    actions++;
}
@end

/* The setter of every `o<k>`: the slot is the number in the selector's name. */
static void setOutlet(BenchController *self, SEL command, id value) {
    [self setOutlet:value slot:(NSUInteger)atoi(sel_getName(command) + 4)];
}

/* From the file, not from bytes in memory: GNUstep 0.29 picks the loader by
 * the file's extension, and -initWithNibData:bundle: takes only keyed-archive
 * nibs ("Could not instantiate unarchiver" for a xib's bytes). Each load
 * therefore also reads the file, from the page cache. */
static NSArray *load(NSString *path, BenchController *owner) {
    NSArray *topLevelObjects = nil;
    NSNib *nib = [[NSNib alloc] initWithContentsOfURL:[NSURL fileURLWithPath:path]];
    if (!nib || ![nib instantiateWithOwner:owner topLevelObjects:&topLevelObjects]) {
        fprintf(stderr, "NSNib could not load %s\n", [path UTF8String]);
        exit(1);
    }
    [nib release];
    return topLevelObjects;
}

static void check(const char *name, BenchController *owner, struct peer_options options, struct peer_outlets ids) {
    NSWindow *window = owner->window;
    if (!window || ![[window title] isEqualToString:@"Bench"]) peer_fail(name, "the window outlet or its title");
    if ([window delegate] != (id)owner) peer_fail(name, "the window's delegate");
    NSArray *subviews = [[window contentView] subviews];
    int buttons = 0, fields = 0;
    for (NSView *view in subviews) {
        if ([view class] == [NSButton class] && [[(NSButton *)view cell] class] == [NSButtonCell class]) buttons++;
        else if ([view class] == [NSTextField class] && [[(NSTextField *)view cell] class] == [NSTextFieldCell class])
            fields++;
    }
    if (buttons != (options.controls + 1) / 2 || fields != options.controls / 2)
        peer_fail(name, "wrong count of NSButton and NSTextField");
    NSButton *first = [subviews objectAtIndex:0];
    NSTextField *second = [subviews objectAtIndex:1];
    if (!NSEqualRects([second frame], NSMakeRect(136, 20, 96, 21))) peer_fail(name, "the second control's frame");
    if (![[first title] isEqualToString:@"Button 0"] || ![[second stringValue] isEqualToString:@"Field 1"])
        peer_fail(name, "the titles");
    NSColor *color = [[second textColor] colorUsingColorSpaceName:NSCalibratedRGBColorSpace];
    if (fabs([color greenComponent] - 13 / 255.0) > 1e-3) peer_fail(name, "the second control's text color");
    if ((int)[owner->outlets count] != ids.outlet_count || [owner->outlets objectAtIndex:0] != first)
        peer_fail(name, "outlet o0");
    /* GNUstep 0.29's xib loader skips <outletCollection> without a word. */
    if ((int)[owner->controls count] != ids.collection_count)
        printf("NOTE %s: the outlet collection holds %lu of %d controls\n", name,
               (unsigned long)[owner->controls count], ids.collection_count);
    [first sendAction:[first action] to:[first target]];
    [second sendAction:[second action] to:[second target]];
    if (owner->actions != 2 || owner->lastSender != second) peer_fail(name, "actions to the owner");
}

int main(int argc, char **argv) {
    struct peer_options options = peer_parse(argc, argv);
    const char *name = "gnustep";
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    [NSApplication sharedApplication];
    NSString *path = [NSString stringWithUTF8String:options.file];
    struct peer_outlets ids = peer_read_outlets(options.outlets);
    BenchController *owner = [BenchController new];
    for (int slot = 0; slot < ids.outlet_count; slot++) {
        char setter[32];
        snprintf(setter, sizeof setter, "setO%d:", slot);
        class_addMethod([BenchController class], sel_registerName(setter), (IMP)setOutlet, "v@:@");
    }

    NSAutoreleasePool *inner = [NSAutoreleasePool new];
    load(path, owner);
    check(name, owner, options, ids);
    [owner reset];
    [inner release];

    double *times = calloc((size_t)options.repetitions, sizeof(double));
    for (int run = 0; run < options.warmups + options.repetitions; run++) {
        inner = [NSAutoreleasePool new];
        double start = peer_cpu_ms();
        load(path, owner);
        double elapsed = peer_cpu_ms() - start;
        [owner reset];
        [inner release];
        if (run >= options.warmups) times[run - options.warmups] = elapsed;
    }
    peer_report(name, options.controls, times, options.repetitions);
    [pool release];
    return 0;
}
