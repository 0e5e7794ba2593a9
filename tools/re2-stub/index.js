throw new Error('re2 is not available; callers fall back to RegExp');
