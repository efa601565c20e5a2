# Build-time step: builds the front-end bundle (web/build.mjs, esbuild) into the build folder,
# so that embed_assets.cmake can put it into the binary. Fails with what to run when Node.js or
# the front-end packages are missing.
set(how "run scripts/setup (it installs Node.js and runs `npm ci` in web/), or by hand: apt-get install nodejs npm && (cd web && npm ci)")
if(NOT NODE OR NODE MATCHES "NOTFOUND$")
  message(FATAL_ERROR "The renju binary embeds the front-end, which needs Node.js to build: ${how}")
endif()
if(NOT EXISTS ${WEB_DIR}/node_modules/esbuild)
  message(FATAL_ERROR "The front-end packages are not installed (no web/node_modules/esbuild): ${how}")
endif()
execute_process(COMMAND ${NODE} build.mjs --outdir ${OUT_DIR} WORKING_DIRECTORY ${WEB_DIR}
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "Building the front-end (node web/build.mjs) failed: see above")
endif()
file(TOUCH ${STAMP})
