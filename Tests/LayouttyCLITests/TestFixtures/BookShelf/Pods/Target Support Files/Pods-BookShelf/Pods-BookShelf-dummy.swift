// CocoaPods' generated umbrella settings: not a pod.
