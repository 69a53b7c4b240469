import Foundation

// The clock's units of <dispatch/time.h> (and <sys/time.h>), which Swift imports on Apple's
// platforms and Linux's Dispatch does not export: apps and libraries schedule with them (a
// deadline of a delay in seconds times `NSEC_PER_SEC` nanoseconds, CollectionKit's delay
// helper), and every file using one stopped at "cannot find 'NSEC_PER_SEC' in scope".
// `UInt64`, as Swift imports them.

public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000
